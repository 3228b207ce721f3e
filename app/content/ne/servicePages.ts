/**
 * Nepali of ../servicePages.ts.
 * The eyebrows and menu titles are the services' names in ./services.ts (वेबसाइट रिडिजाइन,
 * पर्सनल ब्रान्डिङ, कन्टेन्ट रणनीति, SEO अप्टिमाइजेसन...); "positioning" is बजारमा तपाईंको स्थान and
 * "usability testing" प्रयोग परीक्षण, as on the service pages. "WhatsApp Business" is
 * "WhatsApp बिजनेस" and "Google Maps" "Google म्याप्स", as in ./services.ts; "calls to action" are
 * the buttons they are (सोधपुछ बटन). The content modules are imported by their English paths:
 * the Nepali build swaps them for ./service-pages/*.ts.
 */
import {
  BookOpen,
  Compass,
  LayoutTemplate,
  Mail,
  Package,
  PenTool,
  RefreshCcw,
  Search,
  Smartphone,
  Sparkles,
  UserRound,
  Users,
} from "lucide-react";
import type { ServicePage } from "../serviceTypes";

/** The static service pages: sixteen routes, fourteen entries (see ../servicePages.ts). */
export const servicePages: ServicePage[] = [
  {
    path: "/services/website-design",
    eyebrow: "वेबसाइट डिजाइन",
    metaTitle: "नेपालमा वेबसाइट डिजाइन | Sathi Digital",
    metaDescription:
      "नेपाली व्यवसायका लागि फोनलाई पहिलो ठानेर बनाइने कस्टम वेबसाइट: मोबाइल डेटामा पनि छिटो, नेपाली र अंग्रेजीमा, WhatsApp बटन, Google म्याप्स र सोधपुछ फारमसहित।",
    loadContent: () => import("../service-pages/website-design"),
    work: [1, 4],
    menu: {
      category: "design-development",
      title: "वेबसाइट डिजाइन",
      summary: "नेपालमा जुनसुकै फोनमा पनि छिटो खुल्ने कस्टम साइट।",
      icon: LayoutTemplate,
      featured: true,
      footer: true,
    },
  },
  {
    path: "/services/webredesign",
    eyebrow: "वेबसाइट रिडिजाइन",
    metaTitle: "वेबसाइट रिडिजाइन सेवा | Sathi Digital",
    metaDescription:
      "Google बाट आउने आगन्तुक नगुमाई पुरानो वेबसाइट रिडिजाइन गर्नुहोस्: अडिट, छिटो नयाँ साइट, ध्यान दिएर कन्टेन्ट सार्ने काम, सुरक्षित रिडाइरेक्ट र स्पष्ट सोधपुछ बटन।",
    loadContent: () => import("../service-pages/webredesign"),
    work: [1, 4],
    menu: {
      category: "design-development",
      title: "वेबसाइट रिडिजाइन",
      summary: "पुरानो साइटलाई बिक्री ल्याउने साइट बनाउनुहोस्।",
      icon: RefreshCcw,
      footer: true,
    },
  },
  {
    path: "/services/mobile-app",
    eyebrow: "मोबाइल एप डिजाइन",
    metaTitle: "Android र iOS का लागि मोबाइल एप डिजाइन | Sathi Digital",
    metaDescription:
      "नेपाली स्टार्टअप र व्यवसायका लागि Android र iOS एप डिजाइन: युजर फ्लो, eSewa र Khalti का चेकआउट स्क्रिन, क्लिक गर्न मिल्ने प्रोटोटाइप र डेभलपरका लागि तयार फाइल।",
    loadContent: () => import("../service-pages/mobile-app"),
    work: [5],
    menu: {
      category: "design-development",
      title: "मोबाइल एप डिजाइन",
      summary: "पहिलो ट्यापमै बुझिने एपका स्क्रिन।",
      icon: Smartphone,
    },
  },
  {
    path: "/services/uiux",
    eyebrow: "UI/UX डिजाइन",
    metaTitle: "UI/UX डिजाइन र प्रयोग परीक्षण | Sathi Digital",
    metaDescription:
      "वेबसाइट, वेब एप र ड्यासबोर्डका लागि अनुसन्धानमा आधारित UI/UX डिजाइन। प्रयोगकर्तासँगको कुराकानी र वास्तविक कामको परीक्षणपछि इन्टरफेस सजिलो र पहुँचयोग्य बनाइन्छ।",
    loadContent: () => import("../service-pages/uiux"),
    work: [5, 1],
    menu: {
      category: "design-development",
      title: "UI/UX डिजाइन",
      summary: "अनुसन्धानमा आधारित, अप्ठ्यारो हटाउने इन्टरफेस।",
      icon: PenTool,
    },
  },
  {
    path: "/services/logo-design",
    aliases: ["/services/logo-identity"],
    eyebrow: "लोगो डिजाइन",
    metaTitle: "लोगो डिजाइन र भिजुअल पहिचान | Sathi Digital",
    metaDescription:
      "नेपाली व्यवसायका लागि मौलिक लोगो डिजाइन, रङ प्यालेट, फन्ट र छपाइका लागि तयार फाइलसहित। साइनबोर्ड, सोसल मिडिया, रबर छाप र प्याकेजिङ, सबैमा उत्तिकै चल्छ।",
    loadContent: () => import("../service-pages/logo-design"),
    work: [2],
    menu: {
      category: "branding",
      title: "लोगो र पहिचान",
      summary: "जताततै प्रयोग गर्न मिल्ने चिह्न र भिजुअल प्रणाली।",
      icon: Sparkles,
      featured: true,
      footer: true,
    },
  },
  {
    path: "/services/BrandStrategy",
    eyebrow: "ब्रान्ड रणनीति",
    metaTitle: "ब्रान्ड रणनीति र बजारमा तपाईंको स्थान | Sathi Digital",
    metaDescription:
      "नेपाली स्टार्टअप र साना व्यवसायका लागि ब्रान्ड रणनीति: बजारमा तपाईंको स्थान, ग्राहक, मुख्य सन्देश, नामबारे सल्लाह र बोल्ने शैली, सँगै तय गरेर लिखित रूपमा।",
    loadContent: () => import("../service-pages/brand-strategy"),
    work: [2],
    menu: {
      category: "branding",
      title: "ब्रान्ड रणनीति",
      summary: "बजारमा तपाईंको स्थान, ग्राहक र सन्देश, लिखित रूपमा।",
      icon: Compass,
      footer: true,
    },
  },
  {
    path: "/services/PersonalBranding",
    eyebrow: "पर्सनल ब्रान्डिङ",
    metaTitle: "पेशाकर्मीका लागि पर्सनल ब्रान्डिङ | Sathi Digital",
    metaDescription:
      "नेपालका डाक्टर, परामर्शदाता, कोच, कलाकार र संस्थापकका लागि पर्सनल ब्रान्डिङ: स्पष्ट कथा, सुग्घर प्रोफाइल, व्यक्तिगत वेबसाइट र नियमित पोस्ट गर्ने योजना।",
    loadContent: () => import("../service-pages/personal-branding"),
    menu: {
      category: "branding",
      title: "पर्सनल ब्रान्डिङ",
      summary: "संस्थापक, कोच र सिर्जनशील पेशाकर्मीका लागि।",
      icon: UserRound,
    },
  },
  {
    path: "/services/PackagingDesign",
    eyebrow: "प्याकेजिङ डिजाइन",
    metaTitle: "प्याकेजिङ र लेबल डिजाइन | Sathi Digital",
    metaDescription:
      "नेपालका चिया, कफी, खाद्य, कस्मेटिक्स र हस्तकला उत्पादकका लागि प्याकेजिङ र लेबल डिजाइन: दुई भाषाका लेबल, उपहार संस्करण र छपाइका लागि तयार डाइलाइन।",
    loadContent: () => import("../service-pages/packaging-design"),
    menu: {
      category: "branding",
      title: "प्याकेजिङ डिजाइन",
      summary: "भरिएको र्‍याकमा पनि छुट्टै देखिने प्याकेजिङ।",
      icon: Package,
    },
  },
  {
    path: "/services/social-media",
    eyebrow: "सोसल मिडिया मार्केटिङ",
    metaTitle: "नेपालमा सोसल मिडिया मार्केटिङ | Sathi Digital",
    metaDescription:
      "नेपाली व्यवसायका लागि Facebook, Instagram र TikTok मार्केटिङ: कन्टेन्ट क्यालेन्डर, रिल, पहिल्यै तय गरिएको बजेटमा Meta विज्ञापन र सजिलो भाषामा मासिक रिपोर्ट।",
    loadContent: () => import("../service-pages/social-media"),
    work: [6],
    menu: {
      category: "digital-marketing",
      title: "सोसल मिडिया मार्केटिङ",
      summary: "योजना बनाएर चलाइने Facebook, Instagram र TikTok।",
      icon: Users,
      featured: true,
      footer: true,
    },
  },
  {
    path: "/services/ContentStrategy",
    eyebrow: "कन्टेन्ट रणनीति",
    metaTitle: "कन्टेन्ट रणनीति र योजना | Sathi Digital",
    metaDescription:
      "नेपालका साना व्यवसायका लागि कन्टेन्ट रणनीति: ग्राहक अनुसन्धान, कन्टेन्टका मूल विषय, च्यानलको योजना र तपाईंको टोलीले साँच्चै धान्न सक्ने प्रकाशन क्यालेन्डर।",
    loadContent: () => import("../service-pages/content-strategy"),
    work: [6, 4],
    menu: {
      category: "digital-marketing",
      title: "कन्टेन्ट रणनीति",
      summary: "के भन्ने, कहाँ भन्ने र कति पटक भन्ने।",
      icon: BookOpen,
      footer: true,
    },
  },
  {
    path: "/services/SEO",
    eyebrow: "SEO अप्टिमाइजेसन",
    metaTitle: "SEO र स्थानीय सर्च सेवा | Sathi Digital",
    metaDescription:
      "नेपाली व्यवसायका लागि SEO: प्राविधिक सुधार, किवर्ड अनुसन्धान, अन-पेज काम र Google म्याप्स अप्टिमाइजेसन, हरेक महिना इमानदार रिपोर्टसहित, झुटा वाचाबिना।",
    loadContent: () => import("../service-pages/seo"),
    work: [4],
    menu: {
      category: "digital-marketing",
      title: "SEO अप्टिमाइजेसन",
      summary: "मानिसले तपाईंलाई खोज्दा Google मा भेटिनुहोस्।",
      icon: Search,
    },
  },
  {
    path: "/services/EmailWhatsappMarketing",
    eyebrow: "इमेल र WhatsApp मार्केटिङ",
    metaTitle: "इमेल र WhatsApp मार्केटिङ | Sathi Digital",
    metaDescription:
      "नेपाली व्यवसायका लागि WhatsApp बिजनेस, Viber र इमेल मार्केटिङ: ग्राहकको सहमतिमा बनेका सूची, ब्रोडकास्ट, न्युजलेटर र ग्राहकलाई फेरि फर्काउने स्वचालित सम्झना।",
    loadContent: () => import("../service-pages/email-whatsapp-marketing"),
    work: [6, 1],
    menu: {
      category: "digital-marketing",
      title: "इमेल र WhatsApp मार्केटिङ",
      summary: "ग्राहकले खोल्ने, पढ्ने र जवाफ दिने सन्देश।",
      icon: Mail,
    },
  },
  {
    path: "/services/branding",
    aliases: ["/services/Branding"],
    eyebrow: "ब्रान्डिङ",
    metaTitle: "ब्रान्डिङ र ब्रान्ड पहिचान डिजाइन | Sathi Digital",
    metaDescription:
      "नेपाली व्यवसायका लागि ब्रान्ड पहिचान डिजाइन: लोगो, रङ, टाइपोग्राफी, बोल्ने शैली, ब्रान्ड निर्देशिका, र छापा तथा सोसल मिडियाका लागि तयारी टेम्प्लेट।",
    loadContent: () => import("../service-pages/branding"),
    work: [2],
  },
  {
    path: "/services/content-writing",
    eyebrow: "कन्टेन्ट लेखन",
    metaTitle: "अंग्रेजी र नेपालीमा कन्टेन्ट लेखन | Sathi Digital",
    metaDescription:
      "अंग्रेजी र नेपालीमा वेबसाइटका लागि लेखन, ब्लग लेख, उत्पादन विवरण र सोसल मिडियाका क्याप्सन, तपाईंका ग्राहक र सर्च दुवैका लागि सजिलो भाषामा लेखिएका।",
    loadContent: () => import("../service-pages/content-writing"),
    work: [6],
  },
];

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
