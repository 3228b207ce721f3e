import type { LocaleInfo } from "./locales.mjs";

type LanguageCopy = {
  /** Read by screen readers after the other language's own name on the switch: where it leads. */
  switchHint: string;
  /**
   * Shown, in this language, to a visitor who chose it, on a page in the other language: the
   * site never redirects by language (DECISIONS.md 23), it offers the link.
   */
  suggestion: { text: string; link: string; dismiss: string };
};

/**
 * The language switch's words in both languages side by side: a page in one language offers the
 * other in that other language's words, so neither build can take them from its own modules.
 */
export const languageCopy: Record<LocaleInfo["code"], LanguageCopy> = {
  en: {
    switchHint: "this page in Nepali",
    suggestion: {
      text: "This page is in English too.",
      link: "Read it in English",
      dismiss: "Stay on the Nepali page",
    },
  },
  ne: {
    switchHint: "यो पृष्ठ अंग्रेजीमा",
    suggestion: {
      text: "यो पेज नेपालीमा पनि छ।",
      link: "नेपालीमा पढ्नुहोस्",
      dismiss: "अंग्रेजी पेजमै रहनुहोस्",
    },
  },
};
