/**
 * Nepali of ../portfolioCopy.ts: the interface's words of /portfolio and the case study pages. The
 * case studies (content/ne/portfolio/), the categories and the pages' copy
 * (content/ne/portfolio-categories.yaml, portfolio-page.yaml, case-study-page.yaml) are content
 * files, written thus: "Web Design" is वेबसाइट डिजाइन, as on the services page. Latin
 * client names take a spaced postposition (a brand "को"). Text shown inside an artwork ('Handwoven
 * in Palpa') is given in Nepali in its alt text. "SaaS" stays in Latin as software firms write it;
 * invoices are बिल, as Nepali shops say. Counts use Devanagari digits.
 */
import type {
  portfolioCopy as englishPortfolioCopy,
  projectCopy as englishProjectCopy,
} from "../portfolioCopy";
import { formatNumberIn, locales } from "../locales.mjs";

const number = (n: number) => formatNumberIn(n, locales.ne);

export const portfolioCopy: typeof englishPortfolioCopy = {
  filterLabel: "श्रेणीअनुसार प्रोजेक्ट छान्नुहोस्",
  all: "सबै",
  results: (count: number) => `${number(count)} वटा प्रोजेक्ट`,
  viewProject: "प्रोजेक्ट हेर्नुहोस्",
};

export const projectCopy: typeof englishProjectCopy = {
  /** A case study's page title. */
  metaTitle: (title: string, category: string) => `${title}: ${category} केस स्टडी | Sathi Digital`,
  clientLabel: "ग्राहक",
  categoryLabel: "श्रेणी",
  challengeTitle: "चुनौती",
  workTitle: "हामीले के गर्यौं",
  resultTitle: "नतिजा",
  outcomesTitle: "अङ्कमा",
  beforeAfterTitle: "पहिले र पछि",
  before: "पहिले",
  after: "पछि",
  timelineTitle: "कति समय लाग्यो",
  weeks: (count: number) => `${number(count)} हप्ता`,
  totalWeeks: (count: number) => `जम्मा ${number(count)} हप्ता`,
  suppliedTitle: "ग्राहकले के-के दिनुभयो",
  screensTitle: "फोनमा",
  quoteTitle: "ग्राहककै शब्दमा",
  site: (client: string) => `${client} को वेबसाइट हेर्नुहोस्`,
  moreTitle: "थप प्रोजेक्ट",
  back: { label: "सबै प्रोजेक्ट", url: "/portfolio" },
};
