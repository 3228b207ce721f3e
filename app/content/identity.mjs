// @ts-check
/**
 * The agency's identity that the production server needs as well as the pages (DECISIONS.md 1):
 * plain JavaScript because Node 20 cannot import TypeScript. `site.ts` takes these values from
 * here; change them here and nowhere else.
 */

export const identity = /** @type {const} */ ({
  name: "Sathi Digital",
  url: "https://sathidigital.com.np",
  emails: {
    general: "hello@sathidigital.com.np",
    projects: "projects@sathidigital.com.np",
  },
});

/** The site's domain, e.g. for the sender address and Message-IDs of the server's e-mail. */
export const siteDomain = new URL(identity.url).hostname;
