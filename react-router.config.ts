import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/prerender";

export default {
  ssr: false,
  // Every concrete page is pre-rendered; "/404" renders the catch-all route so the server can
  // answer unknown paths with real not-found HTML and status 404.
  prerender: () => [...prerenderPaths, "/404"],
} satisfies Config;
