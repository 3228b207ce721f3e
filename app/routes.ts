import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { projectPaths } from "./content/portfolio";
import { servicePagePaths } from "./content/servicePages";

// One static route per page (no dynamic segments), so unknown paths fall through to "*".
export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  ...servicePagePaths.map((path) =>
    route(path.slice(1), "routes/service-page.tsx", { id: `service${path}` }),
  ),
  route("about", "routes/about.tsx"),
  route("about/our-story", "routes/our-story.tsx"),
  route("about/values", "routes/values.tsx"),
  route("about/careers", "routes/careers.tsx"),
  route("testimonials", "routes/testimonials.tsx"),
  route("faq", "routes/faq.tsx"),
  route("portfolio", "routes/portfolio.tsx"),
  ...projectPaths.map((path) => route(path.slice(1), "routes/project.tsx", { id: `project${path}` })),
  route("plans", "routes/plans.tsx"),
  route("contact", "routes/contact.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
