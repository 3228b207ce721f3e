/**
 * Nepali of ../pages.ts: the names, link labels, titles and descriptions of the site's own pages.
 * Paths, routes, flags, icons and images are the English ones. Each indexed page's title starts
 * with its name (its breadcrumb), as in English. "Portfolio" and "Our Work" are both हाम्रा काम,
 * "Plans and Packages" and "Plans" both प्याकेजहरू, "Client Testimonials" and "Testimonials" both
 * ग्राहकका अनुभव (the site's terms); "Contact Us" is सम्पर्क, so the title can go on with an
 * imperative. "Payment plans" is किस्तामा भुक्तानी, as in ./faq.ts.
 */
import { BookOpen, Briefcase, Gem, Images, Target } from "lucide-react";
import { enquiryPages } from "../enquiry.mjs";
import type { PageEntry } from "../pages";

export const pageMetaCopy = {
  ogImageAlt: (brand: string, words: string) => `${brand} को लोगो र “${words}” भन्ने शब्दहरू`,
};

export const pages = {
  home: {
    name: "गृहपृष्ठ",
    path: "/",
    route: "routes/home.tsx",
    scripts: true,
    title: "Sathi Digital | नेपालमा वेबसाइट डिजाइन, ब्रान्डिङ र डिजिटल मार्केटिङ",
    description:
      "Sathi Digital नेपालका स्टार्टअप र साना व्यवसायका लागि छिटो खुल्ने वेबसाइट, सम्झनलायक ब्रान्ड र सोसल मिडिया अभियान तयार गर्छ। बुटवल, काठमाडौं र बेंगलुरुमा कार्यालय।",
  },
  services: {
    name: "सेवाहरू",
    path: "/services",
    route: "routes/services.tsx",
    scripts: true,
    title: "सेवाहरू: वेबसाइट, ब्रान्डिङ र मार्केटिङ | Sathi Digital",
    description:
      "नेपालका व्यवसायका लागि वेबसाइट डिजाइन, रिडिजाइन, एप र UI/UX; लोगो, ब्रान्ड पहिचान र प्याकेजिङ; सोसल मिडिया, कन्टेन्ट, SEO र WhatsApp मार्केटिङ।",
  },
  about: {
    name: "हाम्रो बारेमा",
    label: "हाम्रो बारेमा",
    path: "/about",
    route: "routes/about.tsx",
    scripts: false,
    nav: { place: "company", description: "हामी को हौं र कसरी काम गर्छौं।", icon: Target },
    footer: true,
    title: "हाम्रो बारेमा: नेपालको एउटा सानो डिजिटल स्टुडियो | Sathi Digital",
    description:
      "२०२४ अप्रिलदेखि सँगै काम गर्न थालेको सानो टिमले २०२५ मा स्थापना गरेको Sathi Digital नेपालका साना व्यवसायका लागि वेबसाइट, ब्रान्ड र मार्केटिङ तयार गर्छ।",
  },
  ourStory: {
    name: "हाम्रो कथा",
    path: "/about/our-story",
    route: "routes/our-story.tsx",
    scripts: false,
    nav: { place: "company", description: "काठमाडौंको एउटा कोठाबाट तीन देशसम्म।", icon: BookOpen },
    footer: true,
    title: "हाम्रो कथा: काठमाडौंदेखि तीन देशसम्म | Sathi Digital",
    description:
      "२०२४ अप्रिलमा काठमाडौंबाट सुरु भएको Sathi Digital कसरी १० जनाको टिम, ५० भन्दा बढी प्रोजेक्ट, २०२५ मा दर्ता भएको कम्पनी र तीन देशका ग्राहकसम्म पुग्यो, त्यसको कथा।",
  },
  values: {
    name: "हाम्रा मूल्यहरू",
    label: "मूल्यहरू",
    path: "/about/values",
    route: "routes/values.tsx",
    scripts: false,
    nav: { place: "company", description: "हामी केमा विश्वास गर्छौं।", icon: Gem },
    title: "हाम्रा मूल्यहरू: हामी कसरी काम गर्छौं र को हौं | Sathi Digital",
    description:
      "लगन, सहकार्य, नवीनता, उत्कृष्टता, समावेशिता र इमानदारी: Sathi Digital को हरेक प्रोजेक्टपछाडिका छ वटा मूल्य, काममा पनि र हाम्रो समुदायमा पनि।",
  },
  careers: {
    name: "करियर",
    path: "/about/careers",
    route: "routes/careers.tsx",
    scripts: false,
    nav: { place: "company", description: "काम पूरा गरेर देखाउने सानो टिममा जोडिनुहोस्।", icon: Briefcase },
    footer: true,
    title: "करियर: हाम्रो मुख्यतः रिमोट टिममा जोडिनुहोस् | Sathi Digital",
    description:
      "Sathi Digital मा खुला पदहरू: सिनियर UX/UI डिजाइनर, फुल स्ट्याक डेभलपर र डिजिटल मार्केटिङ विशेषज्ञ। सुविधाहरू, कार्यसंस्कृति र हाम्रो तीन चरणको भर्ना प्रक्रिया।",
  },
  portfolio: {
    name: "हाम्रा काम",
    label: "हाम्रा काम",
    path: "/portfolio",
    route: "routes/portfolio.tsx",
    scripts: true,
    // In 'Who We Are' (DECISIONS.md 20), as in English.
    nav: { place: "company", description: "केस स्टडी, र तिनले ल्याएको परिवर्तन।", icon: Images },
    footer: true,
    title: "हाम्रा काम: वेबसाइट, ब्रान्ड र अभियानहरू | Sathi Digital",
    description:
      "Sathi Digital का छानिएका काम: एउटा अनलाइन पसल, एउटा ब्रान्ड पहिचान, एउटा ट्राभल ब्लग, एउटा SaaS ड्यासबोर्ड र एउटा रेस्टुरेन्टको अभियान, चुनौती, काम र नतिजासहित।",
  },
  plans: {
    name: "प्याकेजहरू",
    label: "प्याकेजहरू",
    path: "/plans",
    route: "routes/plans.tsx",
    scripts: true,
    nav: { place: "bar" },
    footer: true,
    title: "प्याकेजहरू: स्टार्टअप, ग्रोथ, इन्टरप्राइज | Sathi Digital",
    description:
      "स्टार्टअप प्याकेज, ग्रोथ प्याकेज र इन्टरप्राइज समाधानलाई वेबसाइट, ब्रान्ड र कन्टेन्ट, सपोर्ट र तालिममा एकैठाउँ राखेर तुलना गर्नुहोस्। किस्तामा भुक्तानीको सुविधा पनि छ।",
  },
  testimonials: {
    name: "ग्राहकका अनुभव",
    label: "ग्राहकका अनुभव",
    path: "/testimonials",
    route: "routes/testimonials.tsx",
    scripts: true,
    nav: { place: "bar" },
    footer: true,
    title: "ग्राहकका अनुभव: सुरुका सफलताका कथाहरू | Sathi Digital",
    description:
      "खुद्रा व्यापार, रचनात्मक सेवा र खानपान क्षेत्रका हाम्रा पहिला ग्राहकहरू Sathi Digital ले बनाएका आफ्ना वेबसाइट, ब्रान्ड र सोसल मिडियाबारे के भन्छन्।",
  },
  faq: {
    name: "बारम्बार सोधिने प्रश्नहरू",
    // In the menus and the footer the short word readers use: "questions and answers".
    label: "प्रश्नोत्तर",
    path: "/faq",
    route: "routes/faq.tsx",
    scripts: true,
    nav: { place: "bar" },
    footer: true,
    title: "बारम्बार सोधिने प्रश्नहरू: सेवा, मूल्य, प्रक्रिया र सपोर्ट | Sathi Digital",
    description:
      "हाम्रा सेवा, प्याकेज र किस्तामा भुक्तानी, वेबसाइट बन्न कति समय लाग्छ, सपोर्टको समय र जवाफ पाउने अवधि, अनि Sathi Digital सँग कसरी सुरु गर्ने भन्ने प्रश्नका उत्तरहरू।",
  },
  contact: {
    name: "सम्पर्क",
    label: "सम्पर्क",
    path: "/contact",
    route: "routes/contact.tsx",
    scripts: true,
    footer: true,
    title: "सम्पर्क: आफ्नो प्रोजेक्ट सुरु गर्नुहोस् | Sathi Digital",
    description:
      "आफ्नो वेबसाइट, ब्रान्ड वा मार्केटिङ प्रोजेक्टबारे Sathi Digital लाई बताउनुहोस्। हामी २४ घण्टाभित्र जवाफ दिन्छौं। हामी बुटवल, नेपालमा छौं; आइतबारदेखि शुक्रबार, बिहान ९:०० देखि बेलुका ६:०० सम्म खुला।",
  },
  // Where a form sent without JavaScript lands (README, "Without JavaScript").
  contactSent: {
    name: "सन्देश पठाइयो",
    path: enquiryPages.contact,
    route: "routes/form-outcome.tsx",
    scripts: false,
    noindex: true,
    image: "/og-image.png",
    title: "सन्देश पठाइयो | Sathi Digital",
    description: "तपाईंको सन्देश Sathi Digital मा आइपुग्यो। हामी आइतबारदेखि शुक्रबार, २४ घण्टाभित्र जवाफ दिन्छौं।",
  },
  newsletterSubscribed: {
    name: "सदस्यता लिइयो",
    path: enquiryPages.newsletter,
    route: "routes/form-outcome.tsx",
    scripts: false,
    noindex: true,
    image: "/og-image.png",
    title: "न्युजलेटरको सदस्यता लिइयो | Sathi Digital",
    description:
      "तपाईं Sathi Digital को न्युजलेटरमा जोडिनुभयो: नेपाली व्यवसायका लागि काम लाग्ने सुझावहरू, महिनामा एक पटक।",
  },
  sendFailed: {
    name: "पठाइएन",
    path: enquiryPages.failed,
    route: "routes/form-outcome.tsx",
    scripts: false,
    noindex: true,
    image: "/og-image.png",
    title: "सन्देश पठाइएन | Sathi Digital",
    description:
      "तपाईंको सन्देश पठाउन सकिएन। केही पनि हराएको छैन: पछाडि फर्कनुहोस्, अनि फेरि प्रयास गर्नुहोस् वा हामीलाई लेख्नुहोस्।",
  },
  notFound: {
    name: "पृष्ठ भेटिएन",
    // Pre-rendered here; the server sends it, with status 404, for any unknown path.
    path: "/404",
    route: "routes/not-found.tsx",
    scripts: false,
    noindex: true,
    image: "/og-image.png",
    title: "पृष्ठ भेटिएन | Sathi Digital",
    description: "तपाईंले खोज्नुभएको पृष्ठ यहाँ छैन। Sathi Digital को गृहपृष्ठमा फर्कनुहोस्।",
  },
} satisfies Record<string, PageEntry>;
