/**
 * Nepali of ../servicePages.ts: the related work's copy. The service pages are the content files'
 * (content/ne/services/), which ../servicePages.ts reads in the language being built.
 */
export { servicePages, teaserCards } from "../servicePages";

/** The service pages' related work: their case studies, or the fallback where none fits yet. */
export const relatedWork = {
  eyebrow: "केस स्टडी",
  title: "सम्बन्धित काम",
  intro: "तपाईंजस्तै व्यवसायका लागि गरिएका वास्तविक प्रोजेक्ट: चुनौती, हामीले गरेको काम र त्यसको नतिजा।",
  fallbackTitle: "हाम्रा कामबाट",
  /** The portfolio's best piece, where a page has no case study of its own. */
  fallback: [2],
  more: { label: "हाम्रा सबै काम हेर्नुहोस्", url: "/portfolio" },
};
