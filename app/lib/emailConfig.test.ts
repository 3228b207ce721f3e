import { describe, expect, it } from "vitest";
import { EMAILJS_API_ORIGIN, emailConfig, emailConfigWarning, LOCAL_OUTBOX_IDS } from "./emailConfig.mjs";

const ids = {
  VITE_EMAILJS_SERVICE_ID: "service_abc",
  VITE_EMAILJS_TEMPLATE_ID: "template_def",
  VITE_EMAILJS_PUBLIC_KEY: "pk_123",
};

describe("emailConfig", () => {
  it("sends to the site's own outbox when no ids are configured", () => {
    expect(emailConfig({})).toEqual({ ...LOCAL_OUTBOX_IDS, origin: null });
    expect(emailConfig({ ...ids, VITE_EMAILJS_PUBLIC_KEY: " " })).toEqual({
      ...LOCAL_OUTBOX_IDS,
      origin: null,
    });
  });

  it("sends to EmailJS with the configured ids", () => {
    expect(emailConfig(ids)).toEqual({
      serviceId: "service_abc",
      templateId: "template_def",
      publicKey: "pk_123",
      origin: EMAILJS_API_ORIGIN,
    });
  });

  it("takes another origin, without a trailing slash", () => {
    expect(emailConfig({ ...ids, VITE_EMAILJS_ORIGIN: "https://mail.example.com/" }).origin).toBe(
      "https://mail.example.com",
    );
  });

  it("warns about a half-done configuration only", () => {
    expect(emailConfigWarning({})).toBeNull();
    expect(emailConfigWarning(ids)).toBeNull();
    expect(emailConfigWarning({ VITE_EMAILJS_SERVICE_ID: "service_abc" })).toMatch(
      /^VITE_EMAILJS_TEMPLATE_ID, VITE_EMAILJS_PUBLIC_KEY not set/,
    );
  });
});
