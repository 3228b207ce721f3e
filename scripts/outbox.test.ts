// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatEnquiries } from "./outbox.mjs";

describe("npm run outbox", () => {
  it("lists each enquiry with time, title, name, e-mail, service and the message's first line", () => {
    const line = JSON.stringify({
      receivedAt: "2025-01-02T03:04:05.000Z",
      endpoint: "send-form",
      fields: {
        firstName: "Asha",
        lastName: "Rai",
        email: "asha@example.com",
        service: "Website Design",
        message: "First line\nSecond line",
        title: "New enquiry",
      },
    });
    const [entry] = formatEnquiries(`${line}\n`);
    expect(entry).toContain("2025-01-02T03:04:05.000Z  New enquiry  [send-form]");
    expect(entry).toContain("Asha Rai <asha@example.com>");
    expect(entry).toContain("Service: Website Design");
    expect(entry).toContain("First line");
    expect(entry).not.toContain("Second line");
  });

  it("shows nothing for an empty file and marks a broken line", () => {
    expect(formatEnquiries("")).toEqual([]);
    expect(formatEnquiries("{oops\n")).toEqual(["1. (line 1 is not valid JSON)"]);
  });
});
