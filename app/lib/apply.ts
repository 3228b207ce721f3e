import { CONTACT_FORM_ID } from "~/content/contactFormId";
import { jobTitles } from "~/content/jobTitles";

/**
 * The link from a job opening to the contact form (DECISIONS.md 6). The contact form reads the
 * `role` query parameter, whose value is the exact job title, and pre-fills its message with
 * `Application: <title>` and its service with 'Other'.
 */
export const ROLE_PARAM = "role";

const CONTACT_PATH = "/contact";
/**
 * `/contact?role=<URL-encoded job title>#contact-form`, e.g.
 * `/contact?role=Senior%20UX%2FUI%20Designer#contact-form`.
 */
export function applyUrl(title: string): string {
  return `${CONTACT_PATH}?${ROLE_PARAM}=${encodeURIComponent(title)}#${CONTACT_FORM_ID}`;
}

/** The open role a `role` parameter names, or "" for anything else (a crafted or stale link). */
export function appliedRole(param: string | null): string {
  return jobTitles.find((title) => title === param?.trim()) ?? "";
}
