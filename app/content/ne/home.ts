/**
 * Nepali of ../home.ts: its words are in content/ne/home.yaml and content/ne/numbers.yaml, but for
 * the services it teases. Figures in the stats are in Devanagari digits (२४ घण्टा, ५०+, १००%).
 * Process steps: Discovery अध्ययन, Design डिजाइन, Development डेभलपमेन्ट, Testing परीक्षण,
 * Launch लन्च, Support सहयोग (as "support" in ne/plans.ts). The carousel's companies and case study
 * links come from the client list through ../clientLookup, which in the Nepali build reads
 * ne/clients.ts. The carousel's dot buttons read "अनुभव नम्बर २", its ratings "५ तारा (५ मध्ये)".
 */
import { LayoutTemplate, Palette, PenLine, Search, Users } from "lucide-react";
import { type LinkedFeature, homeTestimonials as carousel } from "../home";
import { formatNumberIn, locales } from "../locales.mjs";

export {
  contactCta,
  hero,
  locations,
  process,
  selectedWork,
  stats,
  studioNumbers,
  whyChooseUs,
} from "../home";

const digits = (n: number) => formatNumberIn(n, locales.ne);

export const servicesTeaser = {
  eyebrow: "हामी के गर्छौं",
  title: "तपाईंको व्यवसाय राम्रो देखिन र भेटिन चाहिने सबै कुरा",
  intro: "तपाईंको वेबसाइट, ब्रान्ड र मार्केटिङ, सबै एउटै सानो टोलीले सम्हाल्छ। त्यसैले धेरै एजेन्सीबीच कुनै कुरा छुट्दैन।",
  items: [
    {
      title: "वेबसाइट डिजाइन",
      description: "जुनसुकै 4G इन्टरनेटमा पनि छिटो खुल्ने मोबाइलमैत्री वेबसाइट, जसले हेर्न आउनेलाई फोन गर्ने ग्राहक बनाउँछ।",
      icon: LayoutTemplate,
      url: "/services/website-design",
    },
    {
      title: "ब्रान्डिङ",
      description: "दुई जनाले चलाएको व्यवसायलाई पनि जमिसकेको व्यवसायजस्तै देखाउने लोगो, रङ र बोल्ने शैली।",
      icon: Palette,
      url: "/services/branding",
    },
    {
      title: "सोसल मिडिया",
      description: "राम्ररी सेटअप गरिएका, र योजनाअनुसार पोस्ट गरिने Facebook, Instagram र TikTok पेजहरू।",
      icon: Users,
      url: "/services/social-media",
    },
    {
      title: "कन्टेन्ट लेखन",
      description: "तपाईंका पेज, पोस्ट र उत्पादनका लागि अंग्रेजी र नेपाली दुवैमा स्पष्ट शब्द।",
      icon: PenLine,
      url: "/services/content-writing",
    },
    {
      title: "SEO",
      description: "नजिकका मानिसले तपाईंले बेच्ने कुरा खोज्दा Google सर्च र म्याप्समा देखिनुहोस्।",
      icon: Search,
      url: "/services/SEO",
    },
  ] satisfies LinkedFeature[],
  more: { label: "सबै सेवाहरू हेर्नुहोस्", url: "/services" },
  cardLink: "थप जान्नुहोस्",
};

export const homeTestimonials: typeof carousel = {
  ...carousel,
  slideLabel: (position: number, count: number) => `${digits(count)} मध्ये ${digits(position)}`,
};
