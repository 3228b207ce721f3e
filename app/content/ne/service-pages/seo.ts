/** Nepali of ../../service-pages/seo.ts. SEO, Google Business Profile and Search Console stay in Latin; "Romanised Nepali" is रोमन लिपिमा लेखिने नेपाली. */
import { ChartLine, FileText, MapPin, PenLine, Search, Wrench } from "lucide-react";
import type { ServicePageContent } from "../../serviceTypes";

export default {
  title: "तपाईंले बेच्ने कुरा खोज्दा ग्राहकले तपाईंलाई नै भेट्टाऊन्",
  intro:
    "नजिकैको कसैले दन्त चिकित्सक, होटल वा मःम पसल खोज्दा, उनीहरू पहिला केही नतिजा र नक्सामा देखिने पिनमध्येबाटै छान्छन्। हामी तपाईंको वेबसाइट र Google Business Profile सुधार गर्छौं, ताकि तीमध्ये एक बन्ने वास्तविक सम्भावना तपाईंलाई होस्। कसैले पनि ग्यारेन्टी गर्न नसक्ने र्‍याङ्किङको वाचा हामी गर्दैनौं, प्रगतिको इमानदार रिपोर्ट दिन्छौं।",
  capabilitiesTitle: "हाम्रा SEO सेवाहरू",
  capabilities: [
    {
      title: "प्राविधिक SEO",
      description: "तपाईंको साइटलाई पछाडि पार्ने स्पिड, मोबाइल, इन्डेक्सिङ र स्ट्रक्चर्ड डेटाका समस्याको समाधान।",
      icon: Wrench,
    },
    {
      title: "स्थानीय SEO",
      description:
        "पूरा भरिएको Google Business Profile, सबैतिर एउटै विवरण भएका लिस्टिङ र वास्तविक रिभ्यु निरन्तर आइरहने व्यवस्था।",
      icon: MapPin,
    },
    {
      title: "किवर्ड अनुसन्धान",
      description: "तपाईंका ग्राहकले गर्ने खोजीहरू पत्ता लगाउने काम, अङ्ग्रेजी, नेपाली र रोमन लिपिमा लेखिने नेपालीमा।",
      icon: Search,
    },
    {
      title: "अन-पेज अप्टिमाइजेसन",
      description: "तपाईंको व्यवसायका लागि महत्त्वपूर्ण हरेक पेजमा अझ राम्रा शीर्षक, हेडिङ र लेखन।",
      icon: FileText,
    },
    {
      title: "सर्चका लागि कन्टेन्ट",
      description: "मानिसले Google मा टाइप गर्ने प्रश्नहरूका वरिपरि लेखिएका उपयोगी लेख र सेवाका पेज।",
      icon: PenLine,
    },
    {
      title: "ट्र्याकिङ र रिपोर्टिङ",
      description: "Search Console र एनालिटिक्स राम्ररी सेटअप, र सजिलो भाषामा मासिक सारांश।",
      icon: ChartLine,
    },
  ],
  closing: {
    title: "खोजमा भेटिन थाल्नुहोस्",
    text: "आफ्नो वेबसाइट र तपाईंले सेवा दिने क्षेत्रहरू पठाउनुहोस्। अहिले तपाईं Google मा कसरी देखिनुहुन्छ र सबैभन्दा छिटो सुधार कहाँ हुन सक्छ, हामी जाँचेर बताउनेछौं।",
    cta: { label: "आफ्नो प्रोजेक्ट सुरु गर्नुहोस्", url: "/contact" },
  },
} satisfies ServicePageContent;
