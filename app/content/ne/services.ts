/**
 * Nepali of ../services.ts.
 * Service names as Nepali agencies write them (वेबसाइट रिडिजाइन, पर्सनल ब्रान्डिङ, कन्टेन्ट रणनीति);
 * "Google Maps" is "Google म्याप्स", "WhatsApp Business" is "WhatsApp बिजनेस". Pages of a website
 * or a Facebook account are "पेज"; the page the reader is on (reload) is "पृष्ठ", as in ne/errors.ts.
 */
import {
  CalendarDays,
  Gem,
  GraduationCap,
  Languages,
  LayoutTemplate,
  Mail,
  Megaphone,
  MessageCircleHeart,
  MonitorSmartphone,
  NotebookPen,
  Package,
  PenTool,
  QrCode,
  RefreshCcw,
  Search,
  Smartphone,
  Sparkles,
  UserRound,
  Users,
} from "lucide-react";
import type { Capability, Service, ServiceCategory } from "../serviceTypes";

/** The twelve services on /services, in three categories (SPEC.md section 3). */
export const serviceCategories: ServiceCategory[] = [
  {
    id: "design-development",
    title: "डिजाइन र डेभलपमेन्ट",
    description: "मोबाइल डेटामा पनि छिटो खुल्ने, र ग्राहकलाई अर्को कदम चाल्न सजिलो बनाउने वेबसाइट, एप र इन्टरफेस।",
    icon: MonitorSmartphone,
    services: [
      {
        id: "website-design",
        title: "वेबसाइट डिजाइन",
        icon: LayoutTemplate,
        color: "blue",
        loadDetails: () => import("./service-details/website-design"),
        page: "/services/website-design",
      },
      {
        id: "website-redesign",
        title: "वेबसाइट रिडिजाइन",
        icon: RefreshCcw,
        color: "teal",
        loadDetails: () => import("./service-details/website-redesign"),
        page: "/services/webredesign",
      },
      {
        id: "mobile-app-design",
        title: "मोबाइल एप डिजाइन",
        icon: Smartphone,
        color: "violet",
        loadDetails: () => import("./service-details/mobile-app-design"),
        page: "/services/mobile-app",
      },
      {
        id: "ui-ux-design",
        title: "UI/UX डिजाइन",
        icon: PenTool,
        color: "amber",
        loadDetails: () => import("./service-details/ui-ux-design"),
        page: "/services/uiux",
      },
    ],
  },
  {
    id: "branding",
    title: "ब्रान्डिङ",
    description: "नयाँ व्यवसायलाई पनि उसको कामजत्तिकै भरपर्दो देखाउने लोगो, पहिचान र प्याकेजिङ।",
    icon: Gem,
    services: [
      {
        id: "logo-identity",
        title: "लोगो र पहिचान",
        icon: Sparkles,
        color: "crimson",
        loadDetails: () => import("./service-details/logo-identity"),
        page: "/services/logo-identity",
      },
      {
        id: "brand-identity",
        title: "ब्रान्ड पहिचान",
        icon: Gem,
        color: "violet",
        loadDetails: () => import("./service-details/brand-identity"),
        page: "/services/Branding",
      },
      {
        id: "personal-branding",
        title: "पर्सनल ब्रान्डिङ",
        icon: UserRound,
        color: "amber",
        loadDetails: () => import("./service-details/personal-branding"),
        page: "/services/PersonalBranding",
      },
      {
        id: "packaging-design",
        title: "प्याकेजिङ डिजाइन",
        icon: Package,
        color: "green",
        loadDetails: () => import("./service-details/packaging-design"),
        page: "/services/PackagingDesign",
      },
    ],
  },
  {
    id: "digital-marketing",
    title: "डिजिटल मार्केटिङ",
    description: "तपाईंका ग्राहकले हरेक दिन खोलिरहने च्यानलहरूमै सोसल मिडिया, सर्च र म्यासेजिङ क्याम्पेन।",
    icon: Megaphone,
    services: [
      {
        id: "social-media-marketing",
        title: "सोसल मिडिया मार्केटिङ",
        icon: Users,
        color: "crimson",
        loadDetails: () => import("./service-details/social-media-marketing"),
        page: "/services/social-media",
      },
      {
        id: "content-strategy",
        title: "कन्टेन्ट रणनीति",
        icon: NotebookPen,
        color: "teal",
        loadDetails: () => import("./service-details/content-strategy"),
        page: "/services/ContentStrategy",
      },
      {
        id: "seo-optimization",
        title: "SEO अप्टिमाइजेसन",
        icon: Search,
        color: "green",
        loadDetails: () => import("./service-details/seo-optimization"),
        page: "/services/SEO",
      },
      {
        id: "email-whatsapp-marketing",
        title: "इमेल र WhatsApp मार्केटिङ",
        icon: Mail,
        color: "blue",
        loadDetails: () => import("./service-details/email-whatsapp-marketing"),
        page: "/services/EmailWhatsappMarketing",
      },
    ],
  },
];

export const allServices: Service[] = serviceCategories.flatMap((category) => category.services);

/** Copy for the /services page. */
export const servicesPage = {
  hero: {
    eyebrow: "हाम्रा सेवाहरू",
    title: "डिजाइन, ब्रान्डिङ र मार्केटिङ, सबै एकै ठाउँमा",
    promise:
      "एउटा सेवा होस् वा केही सेवा सँगै, हरेक काम तपाईंका ग्राहक, तपाईंको बजेट, र नेपालमा मानिसहरूले फोन साँच्चै कसरी चलाउँछन् भन्ने कुरा हेरेर योजना गरिन्छ।",
    cta: { label: "निःशुल्क परामर्श लिनुहोस्", url: "/contact" },
  },
  categoriesTitle: "तपाईं कहाँबाट सुरु गर्न चाहनुहुन्छ?",
  tabsLabel: "सेवाका श्रेणीहरू",
  serviceTabsLabel: "यो श्रेणीका सेवाहरू",
  detail: {
    featuresTitle: "के-के समावेश छ",
    processTitle: "हामी कसरी काम गर्छौं",
    cta: { label: "सुरु गर्नुहोस्", url: "/contact" },
    pageLink: "सेवाको पूरा पृष्ठ पढ्नुहोस्",
    loadFailed:
      "यो सेवामा के-के समावेश छ भन्ने जानकारी लोड गर्न सकिएन। आफ्नो इन्टरनेट जडान जाँच गर्नुहोस्, अनि पृष्ठ फेरि लोड गर्नुहोस्।",
    reload: "पृष्ठ फेरि लोड गर्नुहोस्",
  },
  explorerIntro: "सेवाहरू हेर्न एउटा श्रेणी छान्नुहोस्, अनि विस्तृत जानकारीका लागि एउटा सेवा छान्नुहोस्।",
  consultation: {
    title: "निःशुल्क परामर्श लिनुहोस्",
    text: "कुन सेवा चाहिन्छ, पक्का हुनुहुन्न? आफ्नो व्यवसायबारे हामीलाई बताउनुहोस्। कहाँबाट सुरु गर्ने भनेर हामी २४ घण्टाभित्र सुझाव दिन्छौं, कुनै बाध्यताबिना।",
    cta: { label: "कलको समय तय गर्नुहोस्", url: "/contact" },
  },
  whyChooseUs: {
    title: "नेपालका व्यवसायहरू किन हामीसँग काम गर्छन्",
    points: [
      {
        title: "पहिलो दिनदेखि नै दुई भाषामा",
        description:
          "हामी नेपाली र अंग्रेजी दुवैमा लेख्छौं र डिजाइन गर्छौं, अनि देवनागरी अक्षर हरेक स्क्रिनमा ठीकसँग देखिन्छ कि देखिँदैन भनेर जाँच्छौं।",
        icon: Languages,
      },
      {
        title: "तपाईंको पात्रो हेरेर योजना",
        description:
          "क्याम्पेन र लन्चको समय दसैं, तिहार, नयाँ वर्ष र तपाईंको बिक्रीमा असर पार्ने पर्यटन सिजन हेरेर मिलाइन्छ।",
        icon: CalendarDays,
      },
      {
        title: "स्थानीय टुलहरूसँग जोडिएको",
        description:
          "eSewa र Khalti, WhatsApp र Viber, Google म्याप्स: तपाईंका ग्राहकले पहिल्यै भरोसा गर्ने टुलहरू हामी सेटअप गरिदिन्छौं।",
        icon: QrCode,
      },
      {
        title: "पहिले इमानदार सल्लाह",
        description:
          "अहिलेलाई नयाँ वेबसाइटभन्दा राम्रोसँग चलाइएको Facebook पेजले तपाईंलाई बढी फाइदा गर्छ भने, हामी त्यही भन्छौं।",
        icon: MessageCircleHeart,
      },
      {
        title: "चलाउन तपाईं आफैं सिक्नुहुन्छ",
        description:
          "हरेक हस्तान्तरणमा तालिम र सजिला नोटहरू हुन्छन्, ताकि हामीबिना पनि तपाईंको टोलीले काम अघि बढाउन सकोस्।",
        icon: GraduationCap,
      },
    ] satisfies Capability[],
  },
};
