/** Nepali of ../../service-pages/website-design.ts. eSewa, Khalti, WhatsApp and Google Business Profile stay in Latin; "enquiries" is सोधपुछ. */
import { CalendarCheck, Gauge, SearchCheck, ShoppingCart, Store, Target } from "lucide-react";
import type { ServicePageContent } from "../../serviceTypes";

export default {
  title: "फोन, डेटा प्याक र व्यस्त ग्राहकका लागि बनाइएका व्यावसायिक वेबसाइट",
  intro:
    "तपाईंका धेरैजसो ग्राहकले तपाईंको व्यवसायलाई पहिलो पटक फोनमै भेट्छन्, प्रायः मोबाइल डेटामा र हतारमा। हामी छिटो खुल्ने, तपाईं के दिनुहुन्छ भन्ने सजिलो शब्दमा बुझाउने, र कल तथा WhatsApp बटन बुढीऔंलाकै पहुँचमा राख्ने कस्टम वेबसाइट डिजाइन गरेर बनाउँछौं। सामान्य व्यावसायिक साइट प्रायः २-४ हप्तामै अनलाइन हुन्छ।",
  capabilitiesTitle: "तपाईंको नयाँ वेबसाइटमा के-के हुन सक्छ",
  capabilities: [
    {
      title: "व्यावसायिक वेबसाइट",
      description: "पसल, क्लिनिक, स्कुल, होटल, रेस्टुरेन्ट र सेवा दिने फर्मका लागि स्पष्ट र भरपर्दो साइट।",
      icon: Store,
    },
    {
      title: "अनलाइन पसल",
      description: "eSewa, Khalti, कार्ड वा क्यास अन डेलिभरी स्वीकार गर्ने उत्पादन क्याटलग र कार्ट।",
      icon: ShoppingCart,
    },
    {
      title: "बुकिङ र सोधपुछ फारम",
      description: "टेबल बुकिङ, अपोइन्टमेन्ट र मूल्य सोधपुछ, सिधै तपाईंको इमेलमा आइपुग्ने गरी।",
      icon: CalendarCheck,
    },
    {
      title: "अभियानका ल्यान्डिङ पेज",
      description: "नयाँ उत्पादनको लन्च, भर्नाको सिजन वा चाडपर्वको अफरका लागि एउटै कुरामा केन्द्रित पेज।",
      icon: Target,
    },
    {
      title: "स्पिड र होस्टिङ सेटअप",
      description: "अप्टिमाइज गरिएका तस्बिर, क्यासिङ र भरपर्दो होस्टिङ, ताकि देशभर जहाँसुकै पेज छिटो खुलून्।",
      icon: Gauge,
    },
    {
      title: "सुरुदेखि नै सर्चका लागि तयार",
      description: "पेजका शीर्षक, विवरण, साइटम्याप र तपाईंको Google Business Profile पहिलो दिनदेखि नै जोडिएको।",
      icon: SearchCheck,
    },
  ],
  closing: {
    title: "सोधपुछ ल्याउने वेबसाइटका लागि तयार हुनुहुन्छ?",
    text: "तपाईंको व्यवसायले के गर्छ र आगन्तुकले के गरून् भन्ने चाहनुहुन्छ, हामीलाई बताउनुहोस्। हामी २४ घण्टाभित्र इमानदार सुझावसहित जवाफ दिन्छौं।",
    cta: { label: "सुरु गर्नुहोस्", url: "/contact" },
  },
} satisfies ServicePageContent;
