export { HomeHero as default } from "~/components/HomeHero";
