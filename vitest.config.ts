import { defineConfig } from "vitest/config";
import { aliases, inlineScripts, lucideIconFactory } from "./vite.config";

export default defineConfig({
  plugins: [inlineScripts(), lucideIconFactory],
  resolve: { alias: aliases },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["./vitest.setup.ts"],
    // Component tests drive a whole page with user-event; on a busy machine 5 s is not enough.
    testTimeout: 15_000,
  },
});
