import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const reactRouterBuild = (file: string) =>
  new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url).pathname;

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: [
      // React Router's package exports resolve to its development build (warnings included);
      // the browser bundle gets the production build, a few kB lighter.
      ...(command === "build"
        ? [
            { find: /^react-router$/, replacement: reactRouterBuild("index.mjs") },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild("dom-export.mjs") },
          ]
        : []),
      { find: "~", replacement: new URL("./app", import.meta.url).pathname },
      {
        find: "@fonts",
        replacement: new URL("./node_modules/@fontsource-variable/plus-jakarta-sans/files", import.meta.url)
          .pathname,
      },
    ],
  },
  build: { assetsInlineLimit: 0, minify: "terser" },
}));
