export { TestimonialBrowser as default } from "~/components/TestimonialBrowser";
