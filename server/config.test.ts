// @vitest-environment node
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../test/server/support";
import { site } from "../app/content/site";
import { isTestRun, readConfig, trustProxy } from "./config.mjs";
import { describeSmtp } from "./mail.mjs";

const config = (env: Record<string, string | undefined>) => readConfig({ NODE_ENV: "production", ...env });

describe("test-only switches", () => {
  it("count as a test run only with NODE_ENV exactly 'test'", () => {
    expect(isTestRun({ NODE_ENV: "test" })).toBe(true);
    for (const value of [undefined, "", "Test", " test", "testing", "production", "development"])
      expect(isTestRun({ NODE_ENV: value }), String(value)).toBe(false);
  });

  it.each([
    undefined,
    "",
    "production",
    "Production",
    "PRODUCTION",
    "prod",
    " production ",
    "staging",
    "development",
  ])("refuse OUTBOX_FAULTS with NODE_ENV=%j", (NODE_ENV) => {
    for (const OUTBOX_FAULTS of ["1", "true", "yes"])
      expect(() => readConfig({ NODE_ENV, OUTBOX_FAULTS })).toThrow(/^OUTBOX_FAULTS is for test runs only/);
  });

  it("turn the faults on in a test run, and leave them off unless asked", () => {
    expect(readConfig({ NODE_ENV: "test", OUTBOX_FAULTS: "1" }).faults).toBe(true);
    expect(config({ OUTBOX_FAULTS: "0" }).faults).toBe(false);
    expect(config({}).faults).toBe(false);
  });

  it("allow a retry period under 24 hours only in a test run", () => {
    expect(config({}).outbox.retry?.giveUpAfterMs).toBe(24 * 3_600_000);
    expect(config({ ENQUIRY_RETRY_HOURS: "72" }).outbox.retry?.giveUpAfterMs).toBe(72 * 3_600_000);
    expect(() => config({ ENQUIRY_RETRY_HOURS: "12" })).toThrow(/^ENQUIRY_RETRY_HOURS must be at least 24/);
    expect(() => config({ ENQUIRY_RETRY_HOURS: "soon" })).toThrow(/^ENQUIRY_RETRY_HOURS must be a number/);
    expect(readConfig({ NODE_ENV: "test", ENQUIRY_RETRY_HOURS: "0.001" }).outbox.retry?.giveUpAfterMs).toBe(
      3600,
    );
  });
});

describe("TRUST_PROXY", () => {
  it("takes a hop count or the proxies' addresses and ranges", () => {
    expect(trustProxy(undefined)).toBe(0);
    expect(trustProxy("")).toBe(0);
    expect(trustProxy("1")).toBe(1);
    expect(trustProxy("2")).toBe(2);
    expect(trustProxy("127.0.0.1, 10.0.0.0/8,::1, fd00::/8, loopback")).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
  });

  it.each(["true", "yes", "10.0.0.0/33", "10.0.0.1/8/1", "proxy.example", "1.5"])("refuses %j", (value) => {
    expect(() => trustProxy(value)).toThrow(/^TRUST_PROXY must be a number of proxy hops/);
  });
});

describe("mail settings", () => {
  it("send to the site's first address from a no-reply address on its domain by default, and store only without SMTP_URL", () => {
    const { mail, smtpUrl } = config({});
    expect(mail).toEqual({ to: site.emails.general, from: "no-reply@sathidigital.com.np", autoreply: false });
    expect(smtpUrl).toBeNull();
  });

  it("take ENQUIRY_TO (one address or several), ENQUIRY_FROM and ENQUIRY_AUTOREPLY", () => {
    const { mail } = config({
      SMTP_URL: "smtps://user:pass@mail.example.com",
      ENQUIRY_TO: "a@agency.example, b@agency.example",
      ENQUIRY_FROM: "web@agency.example",
      ENQUIRY_AUTOREPLY: "1",
    });
    expect(mail).toEqual({
      to: "a@agency.example, b@agency.example",
      from: "web@agency.example",
      autoreply: true,
    });
  });

  it.each([
    [{ ENQUIRY_TO: "not an address" }, /^ENQUIRY_TO must be e-mail addresses/],
    [{ ENQUIRY_TO: "a@b.np\r\nBcc: c@d.np" }, /^ENQUIRY_TO must be e-mail addresses/],
    [{ ENQUIRY_FROM: "a@b.np, c@d.np" }, /^ENQUIRY_FROM must be one address/],
    [{ ENQUIRY_AUTOREPLY: "yes" }, /^ENQUIRY_AUTOREPLY must be 1 or 0/],
    [{ SMTP_URL: "mail.example.com" }, /^SMTP_URL is not a URL/],
    [{ SMTP_URL: "https://mail.example.com" }, /^SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
    [{ OUTBOX_RATE_LIMIT: "0" }, /^OUTBOX_RATE_LIMIT must be a whole number of at least 1/],
    [{ OUTBOX_MAX_BYTES: "lots" }, /^OUTBOX_MAX_BYTES must be a whole number/],
    [{ PORT: "70000" }, /^PORT must be a port number/],
  ])("refuse %j with a line that names the variable", (env, message) => {
    expect(() => config(env)).toThrow(message);
  });

  it("describe the SMTP server without its password", () => {
    expect(describeSmtp("smtps://agency%40mail:s3cr%3At@mail.example.com")).toBe(
      "smtps://agency@mail@mail.example.com:465",
    );
    expect(describeSmtp("smtp://127.0.0.1:2525")).toBe("smtp://127.0.0.1:2525");
  });
});

describe("the outbox's limits", () => {
  it("have defaults, and read ENQUIRY_MIN_FILL_MS (0 for end-to-end tests that type fast)", () => {
    const { outbox } = config({});
    expect(outbox).toMatchObject({
      rateLimit: { max: 5, windowMs: 60_000 },
      dailyLimit: 50,
      maxBytes: 100_000_000,
      minFillMs: 3000,
    });
    expect(config({ ENQUIRY_MIN_FILL_MS: "0", OUTBOX_DAILY_LIMIT: "7" }).outbox).toMatchObject({
      minFillMs: 0,
      dailyLimit: 7,
    });
  });
});

describe("the folders", () => {
  it("are OUTBOX_DIR and VITALS_DIR, relative to the working directory, or data/outbox and data/vitals in the project", () => {
    const { outbox, vitals } = config({});
    expect(outbox.dir).toBe(join(PROJECT_ROOT, "data", "outbox"));
    expect(vitals).toEqual({
      dir: join(PROJECT_ROOT, "data", "vitals"),
      allowedOrigins: [],
      rateLimit: { max: 30, windowMs: 60_000 },
    });
    expect(config({ VITALS_RATE_LIMIT: "1000" }).vitals.rateLimit).toEqual({ max: 1000, windowMs: 60_000 });
    expect(() => config({ VITALS_RATE_LIMIT: "none" })).toThrow(/^VITALS_RATE_LIMIT must be a whole number/);
    const set = config({ OUTBOX_DIR: "/var/lib/site/outbox", VITALS_DIR: "here/vitals" });
    expect(set.outbox.dir).toBe("/var/lib/site/outbox");
    expect(set.vitals.dir).toBe(resolve("here/vitals"));
    expect(config({ OUTBOX_ALLOWED_ORIGINS: "http://localhost:5173" }).vitals.allowedOrigins).toEqual([
      "http://localhost:5173",
    ]);
  });
});
