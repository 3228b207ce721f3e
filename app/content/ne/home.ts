/**
 * Nepali of ../home.ts: its words are in content/ne/home.yaml and content/ne/numbers.yaml; here,
 * the carousel's screen-reader label of a slide. Figures in the stats are in Devanagari digits (२४ घण्टा, ५०+, १००%).
 * Process steps: Discovery अध्ययन, Design डिजाइन, Development डेभलपमेन्ट, Testing परीक्षण,
 * Launch सार्वजनिक (docs/glossary.yaml), Support सहयोग (as "support" in ne/plans.ts). The carousel's companies and case study
 * links come from the client list through ../clientLookup, which in the Nepali build reads
 * ne/clients.ts. The carousel's dot buttons read "अनुभव नम्बर २", its ratings "५ तारा (५ मध्ये)".
 */
import { homeTestimonials as carousel } from "../home";
import { formatNumberIn, locales } from "../locales.mjs";

export {
  contactCta,
  hero,
  locations,
  process,
  selectedWork,
  servicesTeaser,
  stats,
  studioNumbers,
  withStudioNumbers,
  whyChooseUs,
} from "../home";

const digits = (n: number) => formatNumberIn(n, locales.ne);

export const homeTestimonials: typeof carousel = {
  ...carousel,
  slideLabel: (position: number, count: number) => `${digits(count)} मध्ये ${digits(position)}`,
};
