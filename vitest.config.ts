import tailwindcss from "@tailwindcss/vite";
import { playwright } from "@vitest/browser-playwright";
import { configDefaults, defineConfig } from "vitest/config";
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "./scripts/chromium.mjs";
import { siteContent } from "./builder/content/vite-plugin.ts";
import { devanagariFonts } from "./builder/devanagari-font.mjs";
import { browserCommands } from "./test/commands.ts";
import { inlineScripts, moduleUrlsAsFiles } from "./builder/vite/inline-scripts.ts";
import { islands } from "./builder/vite/islands.ts";
import { lucideIconFactory } from "./builder/vite/lucide-icons.ts";
import { aliases } from "./vite.config.ts";

/**
 * The site's code is tested in the browser it runs in: the shell's scripts, the components and
 * hooks, the parts of lib that touch the page. In Node: content and pure lib, the drawings'
 * markup (checked as a string, gzipped by Node's zlib), the build's scripts and the server.
 */
const NODE_APP_TESTS = [
  "app/content/**/*.test.ts",
  "app/lib/{contactForm,emailConfig,enquiryRules,lib,seo,vitalsBeacon}.test.ts",
  "app/components/hero-visuals/pictures.test.tsx",
];

export default defineConfig({
  plugins: [
    siteContent(import.meta.dirname, "en"),
    // The Nepali fonts are cut by the build; tests read only their URLs.
    devanagariFonts(import.meta.dirname, { cut: false }),
    inlineScripts(),
    moduleUrlsAsFiles,
    lucideIconFactory,
    // Route modules (their meta, in Node) name islands; the dev server's names for them serve.
    islands({ root: import.meta.dirname, buildDirectory: "build", browserConfig: () => ({}) }),
  ],
  resolve: { alias: aliases },
  test: {
    // Component tests drive a whole page with real input; on a busy machine 5 s is not enough.
    testTimeout: 15_000,
    // A poll waits for what the page will do; its default second is not enough there either
    // (testing-library's findBy and waitFor: test/setup.ts).
    expect: { poll: { timeout: 5_000 } },
    // As many files at once as the machine has cores: Vitest's default leaves one out, and on two
    // cores the Node files then ran one at a time beside the browser's (docs/CHOICES.md).
    maxWorkers: "100%",
    // The projects of a group run side by side (the browser's files one at a time in its page, the
    // Node files beside them); the server's tests run after them, by themselves, as they time the
    // server under floods of clients and a browser beside them would slow it.
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          // The files share one module graph (the content loaded, the schemas compiled) instead of
          // each loading its own (docs/CHOICES.md). A file that mocks a module undoes it when done.
          isolate: false,
          include: [...NODE_APP_TESTS, "{builder,bench,media,scripts}/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts"],
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        // The site's stylesheet, for a test that lays its page out as the site does (import "~/app.css").
        plugins: [tailwindcss()],
        test: {
          name: "browser",
          include: ["app/**/*.test.{ts,tsx}"],
          exclude: [...configDefaults.exclude, ...NODE_APP_TESTS],
          css: { include: [/\/app\/app\.css$/] },
          setupFiles: ["./test/setup.ts"],
          browser: {
            enabled: true,
            headless: true,
            // Debian's Chromium, launched as every browser tool of the project launches it.
            provider: playwright({
              launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
            }),
            instances: [{ browser: "chromium" }],
            commands: browserCommands,
            screenshotFailures: false,
          },
        },
      },
    ],
  },
});
