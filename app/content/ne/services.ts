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
        description:
          "तपाईंको व्यवसायका लागि भनेरै बनाइएको वेबसाइट, तपाईंको लोगो मात्र थपिएको टेम्प्लेट होइन। तपाईं के गर्नुहुन्छ भन्ने कुरा केही सेकेन्डमै बुझाउने, र कल गर्न, सन्देश पठाउन वा भेट्न आउन सजिलो बनाउने पेजहरू हामी पहिले मोबाइलकै लागि डिजाइन गर्छौं। साधारण व्यावसायिक साइट प्रायः २–४ हप्तामा लाइभ हुन्छ।",
        icon: LayoutTemplate,
        color: "blue",
        loadDetails: () => import("./service-details/website-design"),
        page: "/services/website-design",
      },
      {
        id: "website-redesign",
        title: "वेबसाइट रिडिजाइन",
        description:
          "तपाईंको अहिलेको साइट पुरानो देखिन्छ, ढिलो खुल्छ वा त्यसबाट सोधपुछ नै आउँदैन। तपाईंको डोमेन, Google मा तपाईं देखिने ठाउँ र सबैभन्दा राम्रो कन्टेन्टजस्ता पहिल्यै काम गरिरहेका कुरा हामी जोगाउँछौं, र बाँकी भाग आजका ग्राहकलाई चाहिने कुराअनुसार फेरि बनाउँछौं।",
        icon: RefreshCcw,
        color: "teal",
        loadDetails: () => import("./service-details/website-redesign"),
        page: "/services/webredesign",
      },
      {
        id: "mobile-app-design",
        title: "मोबाइल एप डिजाइन",
        description:
          "पहिलो ट्यापमै मानिसले बुझ्ने Android वा iOS एपका स्क्रिनहरू। हामी युजर फ्लो, भिजुअल शैली र क्लिक गर्न मिल्ने प्रोटोटाइप डिजाइन गर्छौं, जसका आधारमा तपाईंका डेभलपर, वा हाम्रै, ढुक्कसँग एप बनाउन सक्छन्।",
        icon: Smartphone,
        color: "violet",
        loadDetails: () => import("./service-details/mobile-app-design"),
        page: "/services/mobile-app",
      },
      {
        id: "ui-ux-design",
        title: "UI/UX डिजाइन",
        description:
          "ग्राहकले फारम बीचमै छाड्छन्, मेनुमा अलमलिन्छन्, वा स्क्रिनले नै बताउनुपर्ने कुरा सोध्न तपाईंलाई फोन गर्छन् भने समस्या अनुभवमा छ। मानिसहरूले तपाईंको वेबसाइट वा सफ्टवेयर वास्तवमा कसरी चलाउँछन् भनेर हामी अध्ययन गर्छौं, र त्यो अप्ठ्यारो हटाउने गरी फेरि डिजाइन गर्छौं।",
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
        description:
          "अरूभन्दा फरक लोगो र त्यससँगै चाहिने आधारभूत भिजुअल किट: तपाईंको नाम देखिने हरेक ठाउँका लागि रङ, फन्ट र लोगोका संस्करणहरू। पसलको साइनबोर्ड, Facebook को प्रोफाइल तस्बिर, रबर छाप र ब्राउजरको आइकन, सबैमा उत्तिकै काम गर्ने गरी डिजाइन गरिन्छ।",
        icon: Sparkles,
        color: "crimson",
        loadDetails: () => import("./service-details/logo-identity"),
        page: "/services/logo-identity",
      },
      {
        id: "brand-identity",
        title: "ब्रान्ड पहिचान",
        description:
          "बजारमा तपाईंको स्थान, बोल्ने शैली र भिजुअल शैलीलाई एउटै सूत्रमा बाँध्ने पूर्ण पहिचान, ताकि तपाईंको पसल, वेबसाइट र सोसल मिडिया पेज एउटै व्यवसायका लागून्। नयाँ सुरुवात गर्दै हुनुहुन्छ, रिब्रान्ड गर्दै हुनुहुन्छ, वा हतारमा बनाइएको लोगोले अब पुग्दैन भने यो उपयुक्त छ।",
        icon: Gem,
        color: "violet",
        loadDetails: () => import("./service-details/brand-identity"),
        page: "/services/Branding",
      },
      {
        id: "personal-branding",
        title: "पर्सनल ब्रान्डिङ",
        description:
          "आफ्नै नाम नै व्यवसाय भएका डाक्टर, परामर्शदाता, कोच, कलाकार र संस्थापकहरूका लागि। हामी तपाईंको स्पष्ट पेशागत कथा तयार गर्छौं, र LinkedIn, Instagram तथा व्यक्तिगत वेबसाइटमा एकनासको उपस्थिति बनाउँछौं, ताकि सही मानिसहरूले तपाईंलाई सम्झिऊन् र सम्पर्क गरून्।",
        icon: UserRound,
        color: "amber",
        loadDetails: () => import("./service-details/personal-branding"),
        page: "/services/PersonalBranding",
      },
      {
        id: "packaging-design",
        title: "प्याकेजिङ डिजाइन",
        description:
          "सामानले खचाखच भरिएको र्‍याकमा पनि छुट्टै देखिने, कुरियरमा पनि नबिग्रने, र भित्र के छ भनेर एक नजरमै बताउने प्याकेजिङ। नेपाल वा विदेशमा बेच्ने चिया र कफी उत्पादक, खाद्य ब्रान्ड, कस्मेटिक्स उत्पादक र हस्तकला निर्यातकहरूका लागि।",
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
        description:
          "योजना बनाएर नियमित पोस्ट गरिने र छिटो जवाफ दिइने Facebook, Instagram र TikTok पेजहरू। तपाईंका स्थानीय दर्शकलाई स्क्रोल गर्दागर्दै रोकिन बाध्य पार्ने कन्टेन्ट हामी बनाउँछौं, पहिल्यै तय गरिएको बजेटमा विज्ञापन चलाउँछौं, र कुन पोस्टले सन्देश र बिक्री ल्यायो भनेर रिपोर्ट गर्छौं।",
        icon: Users,
        color: "crimson",
        loadDetails: () => import("./service-details/social-media-marketing"),
        page: "/services/social-media",
      },
      {
        id: "content-strategy",
        title: "कन्टेन्ट रणनीति",
        description:
          "तपाईंको व्यवसायले के भन्ने, कहाँ भन्ने र कति पटक भन्ने भन्ने योजना, ताकि हरेक पोस्ट, लेख र पेजले एउटै दिशामा काम गरून्। ग्राहकले साँच्चै सोध्ने प्रश्नलाई उनीहरूले खोज्ने कन्टेन्टसँग जोड्छौं, र तपाईंको टोलीले साँच्चै धान्न सक्ने क्यालेन्डर बनाउँछौं।",
        icon: NotebookPen,
        color: "teal",
        loadDetails: () => import("./service-details/content-strategy"),
        page: "/services/ContentStrategy",
      },
      {
        id: "seo-optimization",
        title: "SEO अप्टिमाइजेसन",
        description:
          "तपाईंले बेच्ने कुरा खोज्दा मानिसहरूले तपाईंलाई Google र Google म्याप्समा भेट्टाउन सकून्। तपाईंको साइटलाई पछाडि पारिरहेका प्राविधिक समस्या हामी सच्याउँछौं, मानिसहरूले साँच्चै खोज्ने कुराअनुसार पेजहरू सुधार्छौं, र तपाईंको स्थानीय लिस्टिङ बलियो बनाउँछौं। हरेक महिना इमानदार रिपोर्ट दिन्छौं, तर र्‍याङ्किङको ग्यारेन्टी दिँदैनौं।",
        icon: Search,
        color: "green",
        loadDetails: () => import("./service-details/seo-optimization"),
        page: "/services/SEO",
      },
      {
        id: "email-whatsapp-marketing",
        title: "इमेल र WhatsApp मार्केटिङ",
        description:
          "ग्राहकले सबैभन्दा धेरै हेर्ने इनबक्समै उनीहरूसम्म पुग्नुहोस्। मानिसहरू आफ्नै इच्छाले जोडिने WhatsApp बिजनेस, Viber र इमेल सूचीहरू हामी सेटअप गर्छौं, उनीहरूले पर्खिने खालका सन्देश लेख्छौं, र ग्राहकलाई फेरि फर्काउने फलो-अपहरू आफैं जाने बनाउँछौं।",
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
