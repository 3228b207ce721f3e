import packages from "content:plans/names";
import { CONTACT_FORM_ID } from "~/content/contactFormId";
import { openRoles } from "~/content/jobTitles";
import { CONTACT_PATH } from "./contactLinks";

/**
 * The link from a job opening to the contact form (DECISIONS.md 6). The contact form reads the
 * `role` query parameter, whose value is the opening's id, and pre-fills its message with
 * `Application: <title>` in the page's language and its service with 'Other'.
 */
export const ROLE_PARAM = "role";

/** `/contact?role=<the opening's id>#contact-form`, e.g. `/contact?role=senior-ux-ui-designer#contact-form`. */
export function applyUrl(id: string): string {
  return `${CONTACT_PATH}?${ROLE_PARAM}=${encodeURIComponent(id)}#${CONTACT_FORM_ID}`;
}

/** The title of the open role a `role` parameter names, or "" for anything else (a crafted or stale link). */
export function appliedRole(param: string | null): string {
  return openRoles.find(({ id }) => id === param?.trim())?.title ?? "";
}

/** The name of the package a `package` parameter names, in the page's language, or "". */
export function chosenPackage(param: string | null): string {
  return packages.find(({ id }) => id === param?.trim())?.name ?? "";
}
