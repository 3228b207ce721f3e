/** Nepali of ../../service-pages/content-writing.ts. "Content writing" is कन्टेन्ट लेखन, "copy" लेखन. */
import { LayoutTemplate, MessagesSquare, Newspaper, PenLine, ShoppingBag, SpellCheck } from "lucide-react";
import type { ServicePageContent } from "../../serviceTypes";

export default {
  title: "ग्राहकलाई 'हुन्छ' भन्न सजिलो बनाउने स्पष्ट शब्द",
  intro:
    "राम्रो डिजाइनलाई राम्रा शब्द चाहिन्छ। हाम्रा लेखकहरू वेबसाइटका पेज, उत्पादन विवरण, ब्लग लेख र सोसल मिडियाका क्याप्सन स्पष्ट अङ्ग्रेजी र सहज नेपालीमा लेख्छन्। पहिले तपाईंका ग्राहकका लागि, त्यसपछि मात्र सर्च इन्जिनका लागि।",
  capabilitiesTitle: "हामी के लेख्छौं",
  capabilities: [
    {
      title: "वेबसाइटका लागि लेखन",
      description: "तपाईं के गर्नुहुन्छ र त्यो किन महत्त्वपूर्ण छ भनेर बुझाउने गृहपृष्ठ, 'हाम्रो बारेमा' र सेवाका पेजहरू।",
      icon: LayoutTemplate,
    },
    {
      title: "ब्लग लेख",
      description: "ग्राहकका प्रश्नको जवाफ दिने र तपाईंको SEO लाई सघाउने, राम्ररी खोजी गरेर लेखिएका उपयोगी लेख।",
      icon: Newspaper,
    },
    {
      title: "उत्पादन विवरण",
      description: "अनलाइन पसल र मार्केटप्लेसका लागि विवरण, जसले किन्नेलाई चाहिने सबै जानकारी दिन्छ।",
      icon: ShoppingBag,
    },
    {
      title: "सोसल क्याप्सन र स्क्रिप्ट",
      description: "Facebook, Instagram र TikTok का लागि छोटा, जीवन्त क्याप्सन र भिडियो स्क्रिप्ट।",
      icon: MessagesSquare,
    },
    {
      title: "दुवै भाषामा लेखन",
      description: "नेपाली र अङ्ग्रेजीमा सहज लेखन, शब्दशः गरिएको कडा अनुवाद कहिल्यै होइन।",
      icon: PenLine,
    },
    {
      title: "सम्पादन र प्रुफरिडिङ",
      description: "स्पष्टता, व्याकरण र एकनास शैलीका लागि तपाईंको भइरहेको लेखनलाई निखार्ने काम।",
      icon: SpellCheck,
    },
  ],
  closing: {
    title: "काम गर्ने शब्द चाहिएको छ?",
    text: "तपाईंलाई चाहिने पेज वा पोस्टहरू र तपाईंका पाठकबारे अलिकति जानकारी पठाउनुहोस्। हामी २४ घण्टाभित्र अबको कदमसहित जवाफ दिन्छौं।",
    cta: { label: "सम्पर्क गर्नुहोस्", url: "/contact" },
  },
} satisfies ServicePageContent;
