/**
 * Nepali of ../plans.ts. The packages' names follow the English ones (स्टार्टअप प्याकेज, ग्रोथ
 * प्याकेज, इन्टरप्राइज समाधान). Figures in Devanagari digits; `included` ("limited", "partial")
 * picks the mark, which reads "सीमित" (plansPage.inclusion), so it stays as in English.
 */
import { Building2, PencilRuler, Rocket, TrendingUp } from "lucide-react";
import { formatNumberIn, locales } from "../locales.mjs";
import type { Plan, PlanCategory, PlanFeature } from "../plans";

/** One row of the comparison: the feature, then what the Startup, Growth and Enterprise plans give. */
type FeatureRow = [
  name: string,
  startup: Omit<PlanFeature, "name">,
  growth: Omit<PlanFeature, "name">,
  enterprise: Omit<PlanFeature, "name">,
];

const yes = { included: true } as const;
const no = { included: false } as const;
/** Included, with the figure shown beside the tick. */
const yesWith = (detail: string) => ({ included: true, detail }) as const;
/** A yellow 'सीमित' tick with the limit as visible text, and more about it in a tooltip. */
const limited = (detail: string, tooltip: string) => ({ included: "limited", detail, tooltip }) as const;
const partial = (detail: string, tooltip: string) => ({ included: "partial", detail, tooltip }) as const;

const matrix: { id: string; name: string; rows: FeatureRow[] }[] = [
  {
    id: "website",
    name: "वेबसाइट",
    rows: [
      ["कस्टम वेबसाइट डिजाइन", yesWith("५ पेजको वेबसाइट"), yesWith("१५ पेजसम्म"), yesWith("पेजको सीमा छैन")],
      ["मोबाइलमैत्री, छिटो खुल्ने वेबसाइट", yes, yes, yes],
      ["आधारभूत SEO सेटअप", yes, yes, yes],
      [
        "अनलाइन पसल",
        no,
        limited(
          "५० वटासम्म उत्पादन",
          "सानो क्याटलगका लागि कार्ट, चेकआउट र उत्पादन पेजहरू। इन्टरप्राइजमा उत्पादनको सीमा छैन।",
        ),
        yesWith("असीमित उत्पादन"),
      ],
      ["ब्लग वा समाचार खण्ड", no, yes, yes],
      ["सम्पर्क फारम र WhatsApp बटन", yes, yes, yes],
      [
        "Google Business Profile",
        partial(
          "सेटअप मात्र",
          "हामी तपाईंको प्रोफाइल बनाएर प्रमाणित गर्छौं; वेबसाइट सुरु भएपछि त्यसलाई अद्यावधिक राख्ने जिम्मा तपाईंको।",
        ),
        yesWith("पूर्ण रूपमा अप्टिमाइज"),
        yesWith("हामी नै सम्हाल्छौं"),
      ],
      [
        "भुक्तानी र कस्टम इन्टिग्रेसन",
        no,
        partial("एउटा इन्टिग्रेसन", "जस्तै eSewa वा Khalti भुक्तानी, वा बुकिङ टुल। थप प्रत्येकको मूल्य छुट्टै दिइन्छ।"),
        yesWith("जति चाहिन्छ, त्यति"),
      ],
    ],
  },
  {
    id: "brand-content",
    name: "ब्रान्ड र कन्टेन्ट",
    rows: [
      [
        "कन्टेन्ट लेखन",
        limited(
          "३ पेज लेखिदिने",
          "गृहपृष्ठ, हाम्रो बारेमा र सेवाहरू जस्ता मुख्य पेज हामी लेख्छौं; बाँकी पेजको टेक्स्ट तपाईंले दिनुहुन्छ।",
        ),
        yesWith("सबै पेज लेखिदिने"),
        yesWith("सबै पेज लेखिदिने"),
      ],
      [
        "लोगो डिजाइन",
        limited(
          "१ कन्सेप्ट, २ पटक सुधार",
          "एउटै दिशा, तपाईंसँग मिलेर दुई पटक परिमार्जन, त्यसपछि तपाईंलाई चाहिने सबै फाइल ढाँचामा हस्तान्तरण।",
        ),
        yes,
        yes,
      ],
      [
        "कन्टेन्ट अपडेट",
        no,
        limited(
          "महिनामा ५ वटासम्म",
          "तपाईंको वेबसाइटमा नयाँ टेक्स्ट, फोटो, मूल्य वा कार्यक्रम। प्रयोग नभएका अपडेट अर्को महिनामा सर्दैनन्।",
        ),
        yesWith("असीमित"),
      ],
      ["कन्टेन्ट क्यालेन्डर", no, yesWith("३ महिना"), yesWith("१२ महिना")],
      ["सोसल मिडिया प्रोफाइल सेटअप", no, yes, yes],
      ["ब्रान्डका रङ र फन्ट गाइड", no, yes, yes],
      [
        "अंग्रेजी र नेपाली दुवैमा कन्टेन्ट",
        no,
        partial("मुख्य पेज मात्र", "गृहपृष्ठ र मुख्य सेवा पेजहरू दुवै भाषामा; बाँकी अंग्रेजीमा।"),
        yes,
      ],
    ],
  },
  {
    id: "support-extras",
    name: "सहयोग र थप सुविधा",
    rows: [
      ["सुरु भएपछिको सहयोग", yesWith("३ महिना"), yesWith("६ महिना"), yesWith("१२ महिना, प्राथमिकतासहित")],
      ["तपाईंको टोलीलाई तालिम", yesWith("१ घण्टा"), yesWith("३ घण्टा"), yesWith("असीमित")],
      ["होस्टिङ र डोमेन सेटअप", yes, yes, yes],
      ["२४ घण्टाभित्र अनुरोधको जवाफ", yes, yes, yes],
      ["गम्भीर समस्यामा ४ घण्टाभित्र जवाफ", no, yes, yes],
      ["मासिक कार्यसम्पादन रिपोर्ट", no, yes, yes],
      ["किस्तामा भुक्तानीको सुविधा", yes, yes, yes],
      ["तपाईंका लागि छुट्टै एकाउन्ट म्यानेजर", no, no, yes],
    ],
  },
];

const categoriesFor = (column: 1 | 2 | 3): PlanCategory[] =>
  matrix.map(({ id, name, rows }) => ({
    id,
    name,
    features: rows.map((row) => ({ name: row[0], ...row[column] })),
  }));

export const plans: Plan[] = [
  {
    id: "startup",
    shortName: "स्टार्टअप",
    name: "स्टार्टअप प्याकेज",
    price: "",
    billing: "",
    description: "नयाँ व्यवसायलाई अनलाइन भेटिन र भरोसा जित्न चाहिने व्यावसायिक वेबसाइट र आधारभूत कुराहरू।",
    highlight: false,
    buttonText: "सुरु गर्नुहोस्",
    color: "blue",
    icon: Rocket,
    categories: categoriesFor(1),
  },
  {
    id: "growth",
    shortName: "ग्रोथ",
    name: "ग्रोथ प्याकेज",
    price: "",
    billing: "",
    description: "अनलाइन बेच्न र नियमित पोस्ट गर्न तयार व्यवसायका लागि, सुहाउँदो ब्रान्ड र कन्टेन्टसहित।",
    highlight: true,
    buttonText: "सबैभन्दा लोकप्रिय",
    color: "crimson",
    icon: TrendingUp,
    categories: categoriesFor(2),
  },
  {
    id: "enterprise",
    shortName: "इन्टरप्राइज",
    name: "इन्टरप्राइज समाधान",
    price: "कस्टम",
    billing: "तपाईंको आवश्यकताअनुसार",
    description: "ठूला वेबसाइट, कस्टम सुविधा, र एउटै टोलीबाट एक वर्षसम्म कन्टेन्ट तथा प्राथमिकतासहितको सहयोग।",
    highlight: false,
    buttonText: "सम्पर्क गर्नुहोस्",
    color: "navy",
    icon: Building2,
    categories: categoriesFor(3),
  },
];

/** Card view shows this many features per category, then '+N थप सुविधा'. */
export const CARD_FEATURE_LIMIT = 5;

const count = (n: number) => formatNumberIn(n, locales.ne);

export const plansPage = {
  hero: {
    eyebrow: "प्याकेज र मूल्य",
    title: "आफ्नो प्याकेज छान्नुहोस्",
    promise: "तपाईंको व्यवसायको हरेक चरणका लागि तीन स्पष्ट प्याकेजहरू। निःशुल्क परामर्शपछि हरेकको निश्चित मूल्य दिइन्छ।",
    cta: { label: "निःशुल्क परामर्श लिनुहोस्", url: "/contact" },
  },
  explorer: {
    title: "तीन प्याकेज, एउटै टोली",
    intro: "हरेक प्याकेज उही टोलीले डिजाइन गर्छ, बनाउँछ र सहयोग गर्छ। सबै सुविधा छेउछेउमा हेर्न तुलना दृश्यमा जानुहोस्।",
  },
  viewLabel: "प्याकेजहरू यसरी हेर्नुहोस्",
  views: [
    { id: "cards", label: "कार्ड दृश्य" },
    { id: "comparison", label: "तुलना" },
  ] as const,
  popular: "लोकप्रिय",
  /** Shown where Enterprise has its price: the other two packages are quoted, not priced. */
  quote: "निःशुल्क परामर्शपछि निश्चित मूल्य",
  moreFeatures: (n: number) => `+${count(n)} थप सुविधा`,
  fewerFeatures: "कम सुविधा देखाउनुहोस्",
  buttonUrl: "/contact",
  inclusion: { included: "समावेश", excluded: "समावेश छैन", limited: "सीमित" },
  /** The accessible name of a feature's info button; in the table it names the plan too. */
  tooltipLabel: (feature: string, plan?: string) =>
    plan ? `${plan}मा ${feature} सम्बन्धी जानकारी` : `${feature} सम्बन्धी जानकारी`,
  table: {
    caption: "तीन प्याकेजका सुविधाहरूको तुलना",
    feature: "सुविधा",
    /** Phones show one plan's column at a time, chosen with these buttons. */
    planSwitcher: "तुलनामा देखाइएको प्याकेज",
  },
  custom: {
    id: "custom-solution-title",
    icon: PencilRuler,
    title: "कस्टम समाधान चाहियो?",
    text: "हरेक व्यवसाय फरक हुन्छ। तपाईंलाई के चाहिन्छ, भन्नुहोस्; हामी तपाईंलाई मिल्ने प्याकेज र मूल्य तयार गर्छौं।",
    primary: { label: "हामीसँग कुरा गर्नुहोस्", url: "/contact" },
  },
};
