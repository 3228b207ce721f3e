import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { servicePagePaths } from "./content/servicePages";

// One static route per page (no dynamic segments), so unknown paths fall through to "*".
export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  ...servicePagePaths.map((path) =>
    route(path.slice(1), "routes/service-page.tsx", { id: `service${path}` }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
