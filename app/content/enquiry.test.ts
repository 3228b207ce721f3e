// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contactFormCopy } from "./contact";
import {
  agencyMail,
  autoreply,
  contactServices,
  enquiryLocales,
  enquiryPages,
  enquiryTitles,
} from "./enquiry.mjs";
import { identity, siteDomain } from "./identity.mjs";
import { newsletter } from "./newsletter";
import { site } from "./site";
import { CONTACT_MAX_LENGTH } from "~/lib/enquiryRules.mjs";

const DEVANAGARI = /[\u0900-\u097F]/;

describe("identity.mjs", () => {
  it("is where the site module takes its name, address and e-mails from", () => {
    expect(site.name).toBe(identity.name);
    expect(site.url).toBe(identity.url);
    expect(site.emails).toBe(identity.emails);
  });

  it("has an https address, a bare domain and e-mails on that domain", () => {
    expect(identity.url).toMatch(/^https:\/\/[^/]+$/);
    expect(siteDomain).toBe(new URL(identity.url).hostname);
    for (const address of Object.values(identity.emails)) expect(address).toMatch(`@${siteDomain}`);
  });
});

describe("enquiry.mjs", () => {
  it("gives the forms their hidden titles and the contact form its services", () => {
    expect(contactFormCopy.enquiryTitle).toBe(enquiryTitles.contact);
    expect(newsletter.subscriptionTitle).toBe(enquiryTitles.newsletter);
    expect(enquiryTitles).toEqual({ contact: "Contact Request", newsletter: "Newsletter Subscription" });
    expect(new Set(contactServices).size).toBe(contactServices.length);
    for (const service of contactServices)
      expect(service.length).toBeLessThanOrEqual(CONTACT_MAX_LENGTH.service);
  });

  it("labels every field the agency's e-mail lists, each once", () => {
    expect(Object.keys(agencyMail.labels).sort()).toEqual(Object.keys(CONTACT_MAX_LENGTH).sort());
    const labels = Object.values(agencyMail.labels);
    expect(new Set(labels).size).toBe(labels.length);
    expect(agencyMail.subject.contact("Sita Sharma")).toBe("Contact Request from Sita Sharma");
    expect(agencyMail.subject.newsletter("a@b.np")).toBe("Newsletter Subscription: a@b.np");
    expect(Object.keys(agencyMail.sentFrom)).toEqual([...enquiryLocales]);
  });

  it("names root-relative pages without a trailing slash", () => {
    for (const path of Object.values(enquiryPages)) expect(path).toMatch(/^\/[a-z/-]+[a-z]$/);
  });

  it("has an acknowledgement of each kind in each language, with no placeholder left in", () => {
    expect(Object.keys(autoreply)).toEqual([...enquiryLocales]);
    for (const locale of enquiryLocales) {
      for (const kind of Object.keys(enquiryTitles) as (keyof typeof enquiryTitles)[]) {
        const { subject, text } = autoreply[locale][kind];
        expect(subject).toContain(identity.name);
        expect(text.split("\n").length).toBeGreaterThan(4);
        expect(`${subject}\n${text}`).not.toMatch(/[{}<>]|undefined|TODO/);
        // Nepali for the Nepali site, none in the English one.
        expect(DEVANAGARI.test(subject) && DEVANAGARI.test(text)).toBe(locale === "ne");
      }
    }
  });
});
