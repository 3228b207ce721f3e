/** The contact form's page, where the site's calls to action lead. */
export const CONTACT_PATH = "/contact";

/**
 * A package's button on /plans names the package to the contact form: `?package=growth`, the
 * package's id, the same in both languages. The form's message then starts with its name
 * (lib/contactForm.ts `withPackage`); only the ids of content/{en,ne}/plans.yaml are read, so a
 * crafted link writes nothing of its own.
 */
export const PACKAGE_PARAM = "package";

/** The packages' button's address with the package named, where it leads to the contact form. */
export function packageHref(buttonUrl: string, id: string): string {
  const url = new URL(buttonUrl, "https://site.invalid");
  if (url.origin !== "https://site.invalid" || url.pathname !== CONTACT_PATH) return buttonUrl;
  url.searchParams.set(PACKAGE_PARAM, id);
  return `${url.pathname}${url.search}${url.hash}`;
}
