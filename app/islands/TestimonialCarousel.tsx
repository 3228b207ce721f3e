export { TestimonialCarousel as default } from "~/components/TestimonialCarousel";
