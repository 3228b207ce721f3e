/**
 * Moving between pages is a page load (docs/DECISIONS.md 19), made instant where the browser can:
 * a link the visitor rests on or starts to press is prerendered (Chromium's speculation rules;
 * others ignore the script). The e-mail endpoints and files are no pages.
 */
export const speculationRules = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/api/*" } },
          { not: { selector_matches: "[download], [target=_blank]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
};
