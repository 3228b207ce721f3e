import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { type Alias, defineConfig, type Plugin } from "vite";

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

/**
 * lucide-react's icon modules each call its `createLucideIcon`, which brings a provider context
 * and attribute builders the site never uses: they get a plain SVG factory with the same markup
 * instead (app/lib/lucideIcon.ts). Also used by vitest.config.ts, so tests see the same icons.
 */
export const lucideIconFactory: Plugin = {
  name: "lucide-icon-factory",
  enforce: "pre",
  resolveId(source, importer) {
    if (source === "../createLucideIcon.mjs" && importer?.includes("/lucide-react/dist/esm/icons/")) {
      return local("./app/lib/lucideIcon.ts");
    }
  },
};

export default defineConfig(({ command }) => ({
  plugins: [lucideIconFactory, tailwindcss(), reactRouter()],
  // Bundled for pre-rendering too, so the pages' icons come from the same factory.
  ssr: { noExternal: ["lucide-react"] },
  resolve: { alias: command === "build" ? [...reactRouterProduction, ...aliases] : aliases },
  build: {
    assetsInlineLimit: 0,
    minify: "terser",
    terserOptions: { module: true, toplevel: true, compress: { passes: 3 }, format: { comments: false } },
  },
  // `npm run dev` has no outbox of its own: forms post to the one `npm start` serves on port 3000.
  // The Host header is kept, so the outbox sees a same-origin post.
  server: { proxy: { "/api/v1.0/email": "http://localhost:3000" } },
}));
