import { index, route, type RouteConfig } from "@react-router/dev/routes";

// One static route per page (no dynamic segments), so unknown paths fall through to "*".
export default [index("routes/home.tsx"), route("*", "routes/not-found.tsx")] satisfies RouteConfig;
