import { describe, expect, it, vi } from "vitest";
import { contactFormCopy, contactServices } from "~/content/contact";
import {
  CONTACT_MAX_LENGTH,
  characterCount,
  type ContactValues,
  emptyContact,
  toContactValues,
  validateContact,
  withApplication,
  withPackage,
} from "./contactForm";
import { packageHref } from "./contactLinks";

const valid = {
  ...emptyContact,
  firstName: "Sita",
  lastName: "Sharma",
  email: "sita@example.com.np",
  message: "We need a website for our cafe.",
};

/** The message of each field that fails, e.g. { firstName: "First name must…" }. */
const errorsOf = (values: ContactValues) => validateContact(values).errors;

describe("characterCount", () => {
  it("builds its Intl.Segmenter on the first count, not when /contact loads", async () => {
    // The first Intl.Segmenter loads the browser's text-breaking data: a long task if it ran
    // while the page hydrates.
    let built = 0;
    class CountedSegmenter extends Intl.Segmenter {
      constructor(...args: ConstructorParameters<typeof Intl.Segmenter>) {
        super(...args);
        built += 1;
      }
    }
    vi.stubGlobal("Intl", Object.create(Intl, { Segmenter: { value: CountedSegmenter } }));
    try {
      vi.resetModules();
      const fresh = await import("./contactForm");
      expect(built).toBe(0);
      expect(fresh.characterCount("सीता")).toBe(2);
      expect(fresh.characterCount("👩‍👩‍👧")).toBe(1);
      expect(built).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("validateContact", () => {
  it("accepts a complete enquiry, optional fields empty", () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it("answers every empty required field with its message from SPEC.md section 5", () => {
    expect(errorsOf(emptyContact)).toEqual({
      firstName: "First name must be at least 2 characters.",
      lastName: "Last name must be at least 2 characters.",
      email: "Please enter a valid email address.",
      message: "Message must be at least 10 characters.",
    });
  });

  it("checks an applicant's portfolio link: empty, or an http(s) address, trimmed (DECISIONS.md 21)", () => {
    expect(errorsOf({ ...valid, portfolio: "" })).toEqual({});
    const checked = validateContact({ ...valid, portfolio: "  https://github.com/sita " });
    expect(checked.errors).toEqual({});
    expect(checked.values.portfolio).toBe("https://github.com/sita");
    for (const link of ["github.com/sita", "ftp://example.com/cv.pdf", "javascript:alert(1)"])
      expect(errorsOf({ ...valid, portfolio: link }), link).toEqual({
        portfolio: contactFormCopy.errors.portfolio,
      });
    expect(errorsOf({ ...valid, portfolio: `https://example.com/${"a".repeat(481)}` })).toEqual({
      portfolio: contactFormCopy.errors.tooLong(CONTACT_MAX_LENGTH.portfolio),
    });
  });

  it("checks only the fields the form shows: a portfolio link left in a draft does not block a general enquiry", () => {
    const shown = ["firstName", "lastName", "email", "phone", "company", "service", "message"] as const;
    const checked = validateContact({ ...valid, portfolio: "not a link" }, shown);
    expect(checked.errors).toEqual({});
    expect(validateContact({ ...emptyContact, portfolio: "x" }, shown).errors).not.toHaveProperty(
      "portfolio",
    );
  });

  it("trims names before counting, and returns them trimmed", () => {
    expect(errorsOf({ ...valid, firstName: " A ", lastName: "   " })).toEqual({
      firstName: contactFormCopy.errors.firstName,
      lastName: contactFormCopy.errors.lastName,
    });
    const checked = validateContact({ ...valid, firstName: "  Sita ", lastName: " Sharma  " });
    expect(checked.values).toMatchObject({ firstName: "Sita", lastName: "Sharma" });
  });

  it("takes names in Devanagari and other scripts", () => {
    expect(errorsOf({ ...valid, firstName: "सीता", lastName: "शर्मा" })).toEqual({});
    expect(errorsOf({ ...valid, firstName: "Zoë", lastName: "Ó Briain" })).toEqual({});
    expect(errorsOf({ ...valid, firstName: "李", lastName: "小龙" })).toMatchObject({
      firstName: contactFormCopy.errors.firstName,
    });
  });

  it("counts characters as they are read, not as string length", () => {
    // One emoji is two UTF-16 units, a family emoji eleven; a syllable with its vowel sign is one.
    for (const firstName of ["😀", "👩‍👩‍👧", "सी"]) {
      expect(errorsOf({ ...valid, firstName })).toEqual({ firstName: contactFormCopy.errors.firstName });
    }
    expect(errorsOf({ ...valid, message: "😀".repeat(9) })).toHaveProperty("message");
    expect(errorsOf({ ...valid, message: "😀".repeat(10) })).toEqual({});
    expect(characterCount("सीता")).toBe(2);
  });

  it("needs 10 characters of message after trimming", () => {
    expect(errorsOf({ ...valid, message: "123456789" })).toHaveProperty("message");
    expect(errorsOf({ ...valid, message: "  123456789  " })).toHaveProperty("message");
    expect(errorsOf({ ...valid, message: "1234567890" })).toEqual({});
  });

  it("rejects addresses without a domain, with spaces or without a dot", () => {
    for (const email of ["sita", "sita@", "sita@example", "si ta@example.com", "@example.com"]) {
      expect(errorsOf({ ...valid, email })).toEqual({ email: "Please enter a valid email address." });
    }
  });

  it("bounds every field's length", () => {
    const long = (field: keyof typeof CONTACT_MAX_LENGTH) => "x".repeat(CONTACT_MAX_LENGTH[field] + 1);
    expect(errorsOf({ ...valid, company: long("company"), phone: long("phone") })).toEqual({
      company: contactFormCopy.errors.tooLong(CONTACT_MAX_LENGTH.company),
      phone: contactFormCopy.errors.tooLong(CONTACT_MAX_LENGTH.phone),
    });
    expect(errorsOf({ ...valid, message: long("message") })).toEqual({
      message: contactFormCopy.errors.tooLong(CONTACT_MAX_LENGTH.message),
    });
    // Counted after trimming: spaces around a field that fits do not make it too long.
    expect(errorsOf({ ...valid, phone: ` ${"9".repeat(CONTACT_MAX_LENGTH.phone)} ` })).toEqual({});
  });

  it("takes only the listed services, or none", () => {
    for (const service of ["", ...contactServices]) expect(errorsOf({ ...valid, service })).toEqual({});
    expect(errorsOf({ ...valid, service: "Hacking" })).toEqual({ service: contactFormCopy.errors.service });
  });
});

describe("toContactValues", () => {
  it("keeps known text fields and drops anything else", () => {
    expect(toContactValues({ firstName: "Sita", message: 42, admin: "yes", service: "Other" })).toEqual({
      firstName: "Sita",
      service: "Other",
    });
    expect(toContactValues({ service: "Not a service" })).toEqual({});
    expect(toContactValues({ budget: "not-sure" })).toEqual({ budget: "not-sure" });
    expect(toContactValues({ budget: "a million" })).toEqual({});
    expect(toContactValues(null)).toEqual({});
    expect(toContactValues("text")).toEqual({});
  });
});

describe("withApplication", () => {
  it("starts the message with the role and picks 'Other'", () => {
    expect(withApplication(emptyContact, "Senior UX/UI Designer")).toEqual({
      ...emptyContact,
      service: "Other",
      message: "Application: Senior UX/UI Designer",
    });
  });

  it("keeps what the visitor already wrote below the application line", () => {
    const values = withApplication(
      { ...valid, message: "My portfolio: example.com" },
      "Full Stack Developer",
    );
    expect(values.message).toBe("Application: Full Stack Developer\n\nMy portfolio: example.com");
    expect(withApplication(values, "Full Stack Developer")).toBe(values);
  });

  it("replaces an earlier application's line instead of stacking a second one", () => {
    const first = withApplication({ ...valid, message: "My portfolio: example.com" }, "Full Stack Developer");
    expect(withApplication(first, "Senior UX/UI Designer").message).toBe(
      "Application: Senior UX/UI Designer\n\nMy portfolio: example.com",
    );
    const onlyLine = withApplication(emptyContact, "Full Stack Developer");
    expect(withApplication(onlyLine, "Digital Marketing Specialist").message).toBe(
      "Application: Digital Marketing Specialist",
    );
  });

  it("replaces the line of an application begun on the other language's page", () => {
    const nepaliDraft = { ...valid, message: "आवेदन: फुल स्ट्याक डेभलपर\n\nमेरो पोर्टफोलियो: example.com" };
    expect(withApplication(nepaliDraft, "Full Stack Developer").message).toBe(
      "Application: Full Stack Developer\n\nमेरो पोर्टफोलियो: example.com",
    );
  });

  it("ignores an empty role and bounds a long one", () => {
    expect(withApplication(valid, "  ")).toBe(valid);
    expect(withApplication(emptyContact, "x".repeat(500)).message).toBe(`Application: ${"x".repeat(100)}`);
  });
});

describe("withPackage", () => {
  it("starts the message with the package chosen on /plans, and leaves the service to the visitor", () => {
    expect(withPackage({ ...valid, message: "We sell tea online." }, "Growth Package")).toEqual({
      ...valid,
      message: "Package: Growth Package\n\nWe sell tea online.",
    });
    expect(withPackage(valid, "")).toBe(valid);
  });

  it("replaces the line of another package or of an application, in either language", () => {
    const chosen = withPackage({ ...valid, message: "प्याकेज: स्टार्टअप प्याकेज\n\nचिया" }, "Growth Package");
    expect(chosen.message).toBe("Package: Growth Package\n\nचिया");
    expect(withPackage(chosen, "Growth Package")).toBe(chosen);
    expect(withApplication(chosen, "Full Stack Developer").message).toBe(
      "Application: Full Stack Developer\n\nचिया",
    );
  });
});

describe("packageHref", () => {
  it("names the package on a link to the contact form, and leaves any other address as it is", () => {
    expect(packageHref("/contact", "growth")).toBe("/contact?package=growth");
    expect(packageHref("/contact#contact-form", "startup")).toBe("/contact?package=startup#contact-form");
    expect(packageHref("/about", "growth")).toBe("/about");
    expect(packageHref("mailto:hello@example.com", "growth")).toBe("mailto:hello@example.com");
    expect(packageHref("https://wa.me/9779800000000", "growth")).toBe("https://wa.me/9779800000000");
  });
});
