import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { type Alias, defineConfig } from "vite";
import { siteContent } from "./builder/content/vite-plugin.ts";
import { devanagariFonts } from "./builder/devanagari-font.mjs";
import { inlineScripts } from "./builder/vite/inline-scripts.ts";
import { islandRendererAtBuildOnly } from "./builder/vite/island-renderer.ts";
import { islands } from "./builder/vite/islands.ts";
import { localeContent } from "./builder/vite/locale-content.ts";
import { lucideIconFactory, ownIconCopies } from "./builder/vite/lucide-icons.ts";

const local = (path: string) => new URL(path, import.meta.url).pathname;

/** Import aliases, shared with vitest.config.ts. */
export const aliases: Alias[] = [{ find: "~", replacement: local("./app") }];

// React Router's package exports resolve to its development build (warnings included); the
// browser bundle gets the production build, a few kB lighter.
const reactRouterProduction: Alias[] = [
  { find: /^react-router$/, replacement: local("./node_modules/react-router/dist/production/index.mjs") },
  {
    find: /^react-router\/dom$/,
    replacement: local("./node_modules/react-router/dist/production/dom-export.mjs"),
  },
];

const LOCALE = process.env.SITE_LOCALE === "ne" ? "ne" : "en";

/**
 * How the browser's modules are built: React Router's client build of the routes and the islands'
 * own (builder/vite/islands.ts) alike.
 */
const browserConfig = (command: "build" | "serve") => ({
  plugins: [
    siteContent(local("."), LOCALE, {
      repo: process.env.CMS_REPO ?? "sathidigital/website",
      branch: process.env.CMS_BRANCH ?? "main",
    }),
    localeContent(LOCALE),
    ownIconCopies(),
    lucideIconFactory,
  ],
  resolve: { alias: command === "build" ? [...reactRouterProduction, ...aliases] : aliases },
  build: {
    assetsInlineLimit: 0,
    // Content modules are data (docs/SPEC.md's copy): evaluating one has no effect of its own, so a
    // page whose script only names one for the pre-render (a hero visual, the home page's strip of
    // work) does not download it. The bundler cannot tell: their lookups at load (findClient) may throw.
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string, external: boolean) => external || !id.includes("/app/content/"),
      },
      output: {
        // Copy fetched apart (builder/content/modules.ts) is named for what it holds: a service's
        // details on /services are PackagingDesign-explorer-details-HASH.js.
        chunkFileNames: (chunk: { facadeModuleId: string | null }) => {
          const apart = /^\0content:\w+\?apart=(.+)$/.exec(chunk.facadeModuleId ?? "")?.[1];
          return apart ? `assets/${apart.replaceAll("/", "-")}-[hash].js` : "assets/[name]-[hash].js";
        },
      },
    },
  },
});

export default defineConfig(({ command }) => {
  const browser = browserConfig(command);
  return {
    ...browser,
    plugins: [
      ...browser.plugins,
      devanagariFonts(local(".")),
      inlineScripts(),
      islandRendererAtBuildOnly,
      islands({
        root: local("."),
        buildDirectory: LOCALE === "ne" ? "build/ne" : "build",
        browserConfig: () => browserConfig(command),
      }),
      tailwindcss(),
      reactRouter(),
    ],
    // Bundled for pre-rendering too, so the pages' icons come from the same factory.
    ssr: { noExternal: ["lucide-react"] },
    // `npm run dev` has no outbox of its own: forms post to the one `npm start` serves on port 3000.
    // The Host header is kept, so the outbox sees a same-origin post.
    server: { proxy: { "/api/v1.0/email": "http://localhost:3000" } },
  };
});
