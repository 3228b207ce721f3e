import type { NamedPage } from "./types";

export const notFoundMeta: NamedPage = {
  name: "Page not found",
  path: "/404",
  title: "Page not found | Sathi Digital",
  description: "The page you were looking for does not exist. Return to the Sathi Digital home page.",
  image: "/og-image.png",
};
