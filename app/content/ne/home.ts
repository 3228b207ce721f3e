/**
 * Nepali of ../home.ts: its words are in content/ne/home.yaml and content/ne/numbers.yaml, but for
 * the services it teases. Figures in the stats are in Devanagari digits (२४ घण्टा, ५०+, १००%).
 * Process steps: Discovery अध्ययन, Design डिजाइन, Development डेभलपमेन्ट, Testing परीक्षण,
 * Launch सार्वजनिक (docs/glossary.yaml), Support सहयोग (as "support" in ne/plans.ts). The carousel's companies and case study
 * links come from the client list through ../clientLookup, which in the Nepali build reads
 * ne/clients.ts. The carousel's dot buttons read "अनुभव नम्बर २", its ratings "५ तारा (५ मध्ये)".
 */
import { homeTestimonials as carousel, servicesTeaser as englishTeaser } from "../home";
import { formatNumberIn, locales } from "../locales.mjs";

export {
  contactCta,
  hero,
  locations,
  process,
  selectedWork,
  stats,
  studioNumbers,
  withStudioNumbers,
  whyChooseUs,
} from "../home";

const digits = (n: number) => formatNumberIn(n, locales.ne);

export const servicesTeaser = {
  eyebrow: "हामी के गर्छौं",
  title: "तपाईंको व्यवसाय राम्रो देखिन र भेटिन चाहिने सबै कुरा",
  intro: "तपाईंको वेबसाइट, ब्रान्ड र मार्केटिङ, सबै एउटै सानो टोलीले सम्हाल्छ। त्यसैले धेरै एजेन्सीबीच कुनै कुरा छुट्दैन।",
  serviceIds: englishTeaser.serviceIds,
  more: { label: "सबै सेवाहरू हेर्नुहोस्", url: "/services" },
  cardLink: "थप जान्नुहोस्",
};

export const homeTestimonials: typeof carousel = {
  ...carousel,
  slideLabel: (position: number, count: number) => `${digits(count)} मध्ये ${digits(position)}`,
};
