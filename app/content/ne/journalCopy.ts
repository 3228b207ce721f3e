import type { journalCopy as english } from "../journalCopy";
import { formatNumberIn, locales } from "../locales.mjs";

/** Nepali of ../journalCopy.ts. Dates show in Bikram Sambat too (वि.सं.), as Nepali readers read them. */
const number = (value: number) => formatNumberIn(value, locales.ne);

export const journalCopy: typeof english = {
  byline: "लेखक",
  published: "प्रकाशित",
  updated: "अद्यावधिक",
  bikramSambat: "वि.सं.",
  readingTime: (minutes) => `${number(minutes)} मिनेट पढाइ`,
  contents: "यस लेखमा",
  topics: "विषयहरू",
  allTopics: "सबै विषय",
  relatedServices: "यस लेखसँग जोडिएका सेवा",
  relatedWork: "यस लेखसँग जोडिएका काम",
  neighbours: "जर्नलबाट थप",
  newer: "नयाँ लेख",
  older: "पुरानो लेख",
  pagination: "जर्नलका पेजहरू",
  newerPage: "नयाँ लेखहरू",
  olderPage: "पुराना लेखहरू",
  pageOf: (page, pages) => `पेज ${number(page)} / ${number(pages)}`,
  indexPageTitle: (page) => `जर्नल, पेज ${number(page)}: नेपाली व्यवसायका लागि गाइड | Sathi Digital`,
  indexPageName: (page) => `पेज ${number(page)}`,
  tagTitle: (name) => `${name}: नेपाली व्यवसायका लागि लेख | Sathi Digital`,
  tagEyebrow: "विषय",
  articleTitle: (title) => `${title} | Sathi Digital`,
  feeds: "जर्नल पछ्याउनुहोस्",
  rss: "RSS फिड",
  atom: "Atom फिड",
  readArticle: "लेख पढ्नुहोस्",
};
