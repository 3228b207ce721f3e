/**
 * Nepali of ../home.ts. Figures in the stats are in Devanagari digits (२४ घण्टा, ५०+, १००%).
 * Process steps: Discovery अध्ययन, Design डिजाइन, Development डेभलपमेन्ट, Testing परीक्षण,
 * Launch लन्च, Support सहयोग (as "support" in ne/plans.ts). The carousel's companies and case study
 * links come from the client list through ../clientLookup, which in the Nepali build reads
 * ne/clients.ts.
 */
import {
  BadgeCheck,
  Clock,
  Code2,
  Eye,
  HeartHandshake,
  LifeBuoy,
  MessagesSquare,
  Palette,
  Rocket,
  SearchCheck,
  ShieldCheck,
  Smartphone,
  Sprout,
  TrendingUp,
  Users,
  Wallet,
} from "lucide-react";
import { caseStudyLink, clientPlace, findClient } from "../clientLookup";
import { type CarouselTestimonial, type Feature, servicesTeaser as englishTeaser, type Stat } from "../home";
import { formatNumberIn, locales } from "../locales.mjs";

const digits = (n: number) => formatNumberIn(n, locales.ne);

export const hero = {
  eyebrow: "नेपालको डिजिटल स्टुडियो",
  title: "नेपाली व्यवसायलाई बढाउने वेबसाइट, ब्रान्ड र क्याम्पेन",
  promise:
    "हामी तपाईंको व्यवसायलाई अनलाइन ल्याउँछौं: डिजाइन गर्छौं, बनाउँछौं र मार्केटिङ गर्छौं, ताकि अझ धेरै सही मानिसहरूले तपाईंलाई भेट्टाऊन्, भरोसा गरून् र सम्पर्क गरून्।",
  primary: { label: "आफ्नो प्रोजेक्ट सुरु गर्नुहोस्", url: "/contact" },
  secondary: { label: "हामी के गर्छौं, हेर्नुहोस्", url: "/services" },
  highlightsTitle: "एक नजरमा",
  highlights: [
    { value: "२४ घण्टा", label: "हरेक सोधपुछको जवाफ दिन" },
    { value: "२–४ हप्ता", label: "व्यावसायिक वेबसाइट लन्च गर्न" },
    { value: "३", label: "देशमा हाम्रा ग्राहक" },
  ] satisfies Stat[],
  video: {
    webm: "/media/hero-loop.webm",
    mp4: "/media/hero-loop.mp4",
    poster: "/media/hero-poster.webp",
    fallback: "तपाईंको ब्राउजरले यो भिडियो चलाउन सक्दैन।",
    pauseLabel: "पृष्ठभूमिको भिडियो रोक्नुहोस्",
  },
};

/** The strip of case studies right after the hero: the work first (issue 25). */
export const selectedWork = {
  eyebrow: "छानिएका काम",
  title: "हालैका काम, र तिनले ल्याएको फरक",
  intro: "तपाईंजस्तै व्यवसायका लागि एउटा अनलाइन पसल, एउटा ब्रान्ड र एउटा क्याम्पेन, हरेकले ल्याएको नतिजासहित।",
  /** Ids of the projects shown (content/portfolio.ts), in order: one of each kind of work. */
  projectIds: [1, 2, 6],
  more: { label: "हाम्रा सबै काम हेर्नुहोस्", url: "/portfolio" },
};

export const servicesTeaser = {
  eyebrow: "हामी के गर्छौं",
  title: "तपाईंको व्यवसाय राम्रो देखिन र भेटिन चाहिने सबै कुरा",
  intro: "तपाईंको वेबसाइट, ब्रान्ड र मार्केटिङ, सबै एउटै सानो टोलीले सम्हाल्छ। त्यसैले धेरै एजेन्सीबीच कुनै कुरा छुट्दैन।",
  serviceIds: englishTeaser.serviceIds,
  more: { label: "सबै सेवाहरू हेर्नुहोस्", url: "/services" },
  cardLink: "थप जान्नुहोस्",
};

export const process = {
  eyebrow: "हामी कसरी काम गर्छौं",
  title: "पहिलो कलदेखि लन्चको धेरैपछिसम्म, स्पष्ट प्रक्रिया",
  steps: [
    {
      title: "अध्ययन",
      description: "केही डिजाइन गर्नुअघि हामी तपाईंको व्यवसाय, ग्राहक र लक्ष्य बुझ्छौं।",
      icon: SearchCheck,
    },
    {
      title: "डिजाइन",
      description: "वास्तविक लेआउट र ब्रान्डको काम तपाईंले सुरुमै देख्नुहुन्छ। हरेक चरणको सुधार तपाईंकै सुझावअनुसार हुन्छ।",
      icon: Palette,
    },
    {
      title: "डेभलपमेन्ट",
      description: "हरेक फोन र ब्राउजरमा चल्ने आधुनिक, छिटो कोडले हामी वेबसाइट बनाउँछौं।",
      icon: Code2,
    },
    {
      title: "परीक्षण",
      description: "कसैले देख्नुअघि नै हरेक पेज वास्तविक फोन, कम्प्युटर र ढिलो इन्टरनेटमा जाँचिन्छ।",
      icon: ShieldCheck,
    },
    {
      title: "लन्च",
      description:
        "हामी वेबसाइट लाइभ गर्छौं, तपाईंको डोमेन, एनालिटिक्स र Google लिस्टिङ जोड्छौं, अनि तपाईंको टोलीलाई तालिम दिन्छौं।",
      icon: Rocket,
    },
    {
      title: "सहयोग",
      description: "तपाईंको व्यवसाय बढ्दै जाँदा अपडेट, सुधार र नयाँ विचारका लागि हामी एक फोनको दूरीमै हुन्छौं।",
      icon: LifeBuoy,
    },
  ] satisfies Feature[],
};

export const whyChooseUs = {
  eyebrow: "किन हामीलाई रोज्ने",
  title: "तपाईंको व्यवसायलाई आफ्नै ठान्ने सानो टोली",
  points: [
    {
      title: "स्थानीय ग्राहकका लागि बनाइएको",
      description:
        "नेपालका मानिसले वास्तवमा इन्टरनेट जसरी चलाउँछन्, हामी त्यसैअनुसार डिजाइन गर्छौं: फोनमा, मोबाइल डेटामा।",
      icon: Smartphone,
    },
    {
      title: "उचित र स्पष्ट मूल्य",
      description: "स्टार्टअप र साना व्यवसायका लागि प्याकेजहरू, चाहिएमा किस्तामा भुक्तानीको सुविधासहित।",
      icon: Wallet,
    },
    {
      title: "छिटो जवाफ",
      description: "सामान्य अनुरोधको जवाफ २४ घण्टाभित्र, गम्भीर समस्याको ४ घण्टाभित्र।",
      icon: Clock,
    },
    {
      title: "एउटै टोली, सबै सीप",
      description: "डिजाइन, डेभलपमेन्ट, लेखन र मार्केटिङ, सबै एउटै छानामुनि र एउटै कुराकानीमा।",
      icon: Users,
    },
    {
      title: "नाप्न सकिने नतिजा",
      description: "देखावटी अंक होइन, भिजिट, सोधपुछ र बिक्रीको स्पष्ट रिपोर्ट।",
      icon: TrendingUp,
    },
    {
      title: "सबै कुरा तपाईंकै",
      description: "डोमेन, फाइल र एकाउन्ट, सबै तपाईंकै। हामीसँग बाँधिइरहनुपर्ने बाध्यता कहिल्यै हुँदैन।",
      icon: BadgeCheck,
    },
  ] satisfies Feature[],
  promisesTitle: "तपाईंलाई हाम्रा वाचा",
  promises: [
    {
      title: "तपाईंअनुसारको काम",
      description: "कस्टम भनेर सिंगारिएको टेम्प्लेट होइन। हरेक योजना तपाईंको लक्ष्य र बजेटबाट सुरु हुन्छ।",
      icon: HeartHandshake,
    },
    {
      title: "पूर्ण पारदर्शिता",
      description: "समयतालिका, खर्च र कामको प्रगति हरेक चरणमा सजिलो भाषामा तपाईंको अगाडि हुन्छ।",
      icon: Eye,
    },
    {
      title: "दीर्घकालीन सफलता",
      description: "लन्च भएको एक वर्षपछि तपाईंको व्यवसाय कस्तो चलिरहेको छ, हामी आफ्नो काम त्यसैबाट नाप्छौं।",
      icon: Sprout,
    },
  ] satisfies Feature[],
};

/**
 * The studio's numbers, worded once so that every band that shows them agrees: the home page, the
 * story page and the about page (SPEC.md section 1).
 */
export const studioNumbers = {
  years: { value: "१+", label: "वर्षदेखि व्यवसायमा" },
  projects: { value: "५०+", label: "पूरा भएका प्रोजेक्ट" },
  team: { value: "१०+", label: "टोली सदस्य" },
  satisfaction: { value: "१००%", label: "ग्राहक सन्तुष्टि" },
  countries: { value: "३", label: "देशमा हाम्रा ग्राहक" },
} satisfies Record<string, Stat>;

export const stats = {
  title: "सानो स्टुडियो, वास्तविक अंक",
  items: [studioNumbers.years, studioNumbers.projects, studioNumbers.team, studioNumbers.satisfaction],
};

/** A carousel testimonial as written here; the company and case study come from its client. */
type CarouselSource = Omit<CarouselTestimonial, "company" | "caseStudy">;

function carouselItem(source: CarouselSource): CarouselTestimonial {
  const client = findClient(source.client);
  return { ...source, company: clientPlace(client), caseStudy: caseStudyLink(client) };
}

export const homeTestimonials = {
  eyebrow: "ग्राहकका अनुभव",
  title: "हाम्रा ग्राहक के भन्छन्",
  previous: "अघिल्लो अनुभव",
  next: "अर्को अनुभव",
  /** Followed by the slide's number: "अनुभव नम्बर 2". */
  goTo: "अनुभव नम्बर",
  slideLabel: (position: number, count: number) => `${digits(count)} मध्ये ${digits(position)}`,
  /** After the rating: "5 तारा (५ मध्ये)". */
  ratingLabel: "तारा (५ मध्ये)",
  items: (
    [
      {
        quote:
          "हाम्रो नयाँ अनलाइन पसल फोनमा दुई सेकेन्डभन्दा कम समयमै खुल्छ, र अर्डरहरू अब यताउता सन्देशमा छरिएर होइन, पूरा विवरणसहित आउँछन्। टोलीले हरेक चरण बुझाइदियो, हामीलाई कहिल्यै अलमलमा पर्न दिएन।",
        name: "सुष्मा थापा",
        position: "सञ्चालक",
        client: "himali-loom",
        rating: 5,
      },
      {
        quote:
          "उहाँहरूले हामीलाई आखिर हाम्रो कामजत्तिकै भरपर्दो देखिने ब्रान्ड दिनुभयो। अब हरेक शाखामा ग्राहकले हामीलाई चिन्छन्, र ब्रान्ड गाइडले गर्दा हरेक नयाँ पर्चा पनि ब्रान्डसँगै मिल्छ।",
        name: "राजेश श्रेष्ठ",
        position: "प्रबन्ध निर्देशक",
        client: "tusa-finance",
        rating: 5,
      },
      {
        quote:
          "पहाडको कमजोर इन्टरनेटमा पनि हाम्रा लेखहरू करिब एक सेकेन्डमै खुल्छन्, र एउटा लेख प्रकाशित गर्न अब दिउँसोभरि होइन, दस मिनेट मात्र लाग्छ। सर्चबाट आउने पाठक बढ्दै छन्।",
        name: "माया तामाङ",
        position: "सम्पादक",
        client: "bato",
        rating: 5,
      },
    ] satisfies CarouselSource[]
  ).map(carouselItem),
};

export const contactCta = {
  eyebrow: "कुरा गरौं",
  title: "आफ्नो व्यवसाय अनलाइन बढाउन तयार हुनुहुन्छ?",
  text: "आफ्नो प्रोजेक्टबारे हामीलाई बताउनुहोस्। तपाईंले हामीलाई काम दिनुहोस् वा नदिनुहोस्, हामी २४ घण्टाभित्र इमानदार सल्लाहसहित जवाफ दिन्छौं।",
  primary: { label: "निःशुल्क परामर्श लिनुहोस्", url: "/contact" },
  secondary: { label: "प्याकेजहरू तुलना गर्नुहोस्", url: "/plans" },
  icon: MessagesSquare,
};

export const locations = {
  eyebrow: "हामी कहाँ छौं",
  title: "बुटवल, काठमाडौं र बेंगलुरुमा कार्यालय",
  text: "हामीलाई आमनेसामने वा अनलाइन भेट्नुहोस्। हाम्रो टोली नेपाल र भारतबाट काम गर्छ, र तीन देशका ग्राहकसँग काम गरिरहेको छ।",
};
