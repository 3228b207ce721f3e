/**
 * Nepali of ../testimonials.ts.
 * The quotes are what the owners would say in Nepali (उहाँहरू for the studio's team, as a client
 * speaks of people they respect), not a word-for-word version. Owner is सञ्चालक, as a Nepali shop
 * names its proprietor. Company, industry and case-study link come from the client list through
 * ../clientLookup, which in the Nepali build reads ./clients.ts. The services are the names the
 * services page uses (ब्रान्ड पहिचान).
 */
import { Rocket } from "lucide-react";
import { caseStudyLink, clientPlace, findClient } from "../clientLookup";
import type { Testimonial, TestimonialGrouping } from "../testimonials";
import { formatNumberIn, locales } from "../locales.mjs";

/** A testimonial as written here; the company, industry and case study come from its client. */
type TestimonialSource = Omit<Testimonial, "company" | "industry" | "caseStudy">;

function fromClient(source: TestimonialSource): Testimonial {
  const client = findClient(source.client);
  return {
    ...source,
    company: clientPlace(client),
    industry: client.industry,
    caseStudy: caseStudyLink(client),
  };
}

const number = (n: number) => formatNumberIn(n, locales.ne);

export const testimonials: Testimonial[] = (
  [
    {
      id: "himali-loom",
      name: "सुष्मा थापा",
      role: "सञ्चालक",
      client: "himali-loom",
      quote:
        "हाम्रो पुरानो वेबसाइट फोनमा खुल्नै नौ सेकेन्ड लाग्थ्यो, अनि कुनै पनि सामानको मूल्य देखिँदैनथ्यो। Sathi Digital ले छिटो र सजिलो साइट बनाइदियो, जहाँ हरेक सामान मूल्यसहित देखिन्छ र अर्डर सिधै हाम्रो WhatsApp मा आउँछ। अहिले अर्डर साइज र ठेगानासहित पूरा आउँछ, अनि नयाँ स्टक आफैं कसरी थप्ने भनेर पनि उहाँहरूले मलाई सिकाइदिनुभयो।",
      rating: 5,
      service: "स्टार्टर वेबसाइट",
      featured: true,
    },
    {
      id: "lens-and-light",
      name: "विकास महर्जन",
      role: "संस्थापक",
      client: "lens-and-light",
      quote:
        "हाम्रा फोटोले त आफ्नो कुरा आफैं भन्थे, तर हाम्रो नामले भन्दैनथ्यो। नयाँ लोगो, रङ र मूल्य-सूची अब बल्ल हाम्रो कामजत्तिकै सोचेर बनाएको देखिन्छ। बिहेको काम खोज्दै आउने ग्राहकहरू अहिले मूल्य सोध्नुअघि नै हाम्रो ब्रान्डको कुरा गर्छन्।",
      rating: 5,
      service: "ब्रान्ड पहिचान",
    },
    {
      id: "dhuwa-momo",
      name: "अनिशा गुरुङ",
      role: "सञ्चालक",
      client: "dhuwa-momo",
      quote:
        "हाम्रो Instagram मा दुई महिनादेखि एउटा पनि पोस्ट भएको थिएन। उहाँहरूले त्यसलाई राम्ररी सेटअप गरिदिनुभयो, एक महिनाका पोस्ट पहिल्यै योजना बनाएर राख्नुभयो, र हाम्रो बिक्री हेरेर शुक्रबार लन्चको अफर बनाइदिनुभयो। अहिले शुक्रबारको लन्च हाम्रो सबैभन्दा व्यस्त समयमध्ये एक भएको छ। हप्तैपिच्छेको रिपोर्ट अलि सजिलो भइदिए हुन्थ्यो, तर नतिजा त प्रस्टै देखिन्छ।",
      rating: 4,
      service: "सोसल मिडिया सेटअप",
    },
  ] satisfies TestimonialSource[]
).map(fromClient);

export const testimonialsPage = {
  hero: {
    eyebrow: "ग्राहकका अनुभव",
    title: "सुरुआती सफलताका कथा",
    promise:
      "हामी नयाँ स्टुडियो हौं, त्यसैले हरेक ग्राहक हाम्रा लागि महत्त्वपूर्ण छ। हामीसँग काम गर्दा कस्तो लाग्यो भनेर हाम्रा पहिला ग्राहकहरू यसो भन्छन्।",
    cta: { label: "आफ्नो प्रोजेक्ट सुरु गर्नुहोस्", url: "/contact" },
  },
  featuredEyebrow: "उहाँहरूकै शब्दमा",
  featuredTitle: "विशेष कथा",
  browser: {
    title: "हाम्रा पहिला ग्राहकका कथा",
    intro: "व्यवसायको प्रकार वा हामीले दिएको सेवाअनुसार छान्नुहोस्।",
    groupingLabel: "कथाहरूको समूह",
    groupings: [
      { id: "industry", label: "व्यवसायअनुसार" },
      { id: "service", label: "सेवाअनुसार" },
    ] satisfies { id: TestimonialGrouping; label: string }[],
    filterLabel: "कथाहरू छान्नुहोस्",
    all: "सबै",
    results: (shown: number, total: number) => `${number(total)} मध्ये ${number(shown)} कथा देखाइएको छ`,
    empty: (filter: string, grouping: string) => `${grouping} हेर्दा "${filter}" सँग मिल्ने कुनै कथा छैन।`,
    showAll: "सबै कथा हेर्नुहोस्",
  },
  ratingLabel: (rating: number) => `५ मध्ये ${number(rating)} तारा`,
  cta: {
    id: "first-clients-title",
    eyebrow: "अब तपाईंको पालो",
    title: "हाम्रा पहिला ग्राहकमध्ये एक बन्नुहोस्",
    text: "सुरुका ग्राहकले हाम्रो वरिष्ठ टिमको पूरा ध्यान पाउनुहुन्छ, र हामी कसरी अघि बढ्छौं भन्नेमा उहाँहरूको पनि भनाइ रहन्छ। आफ्नो व्यवसायबारे हामीलाई बताउनुहोस्।",
    primary: { label: "अहिले नै सुरु गर्नुहोस्", url: "/contact" },
    icon: Rocket,
  },
};
