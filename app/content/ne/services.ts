/**
 * Nepali of ../services.ts: the /services page's own copy. The services and their categories are
 * the content files' (content/ne/services/, content/ne/service-categories.yaml), which ../services.ts
 * reads in the language being built.
 * Service names as Nepali agencies write them (वेबसाइट रिडिजाइन, पर्सनल ब्रान्डिङ, कन्टेन्ट रणनीति);
 * "Google Maps" is "Google म्याप्स", "WhatsApp Business" is "WhatsApp बिजनेस". Pages of a website
 * or a Facebook account are "पेज"; the page the reader is on (reload) is "पृष्ठ", as in ne/errors.ts.
 */
import { CalendarDays, GraduationCap, Languages, MessageCircleHeart, QrCode } from "lucide-react";
import type { Capability } from "../serviceTypes";

export { serviceCategories } from "../services";

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
          "क्याम्पेन र सुरुवातको समय दसैं, तिहार, नयाँ वर्ष र तपाईंको बिक्रीमा असर पार्ने पर्यटन सिजन हेरेर मिलाइन्छ।",
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
