import { register } from "node:module";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "./scripts/chromium.mjs";

// The tests read the site's content modules, which import content files as `content:NAME`.
register("./builder/content/node-hooks.mjs", import.meta.url);

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

const chromium = { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  // No trace: recording one costs every test time, and a retried test's trace was lost with its
  // first worker (ENOENT), failing a test that passed. `npx playwright test --trace on` for one.
  use: { baseURL, trace: "off", launchOptions: chromium },
  // Each test runs once, at the width it is about. A test of what differs on a phone (the
  // layout, the phone menu, touch) is tagged: `@phone` runs at 390px only, `@both-widths` at
  // 390px and at 1440px. Every other test (what a widget does, what is sent, what the server
  // answers, the HTML crawlers read) is the same at every width and runs once, at 1440px.
  projects: [
    {
      name: "mobile",
      grep: /@phone|@both-widths/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, hasTouch: true },
    },
    {
      name: "desktop",
      grepInvert: /@phone/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
  ],
  // The real production server, serving the real production build.
  webServer: {
    command: `node server/index.mjs`,
    // A test run (NODE_ENV=test, which the test faults need), with the faults on, limits the
    // parallel tests never reach from 127.0.0.1, and no minimum time between page load and send:
    // the tests type faster than a person, and are not bots.
    env: {
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      OUTBOX_DIR: "test-results/outbox",
      VITALS_DIR: "test-results/vitals",
      VITALS_RATE_LIMIT: "100000",
      OUTBOX_FAULTS: "1",
      OUTBOX_RATE_LIMIT: "1000",
      OUTBOX_DAILY_LIMIT: "100000",
      ENQUIRY_MIN_FILL_MS: "0",
    },
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
