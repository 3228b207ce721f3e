/** Nepali of ../../service-pages/email-whatsapp-marketing.ts. WhatsApp, Viber and SMS stay in Latin; "QR code" is written क्युआर कोड, as Nepali shops write it. */
import { Mail, MessageCircle, MessageSquare, QrCode, Send, Workflow } from "lucide-react";
import type { ServicePageContent } from "../../serviceTypes";

export default {
  title: "ग्राहकले साँच्चै खोलेर पढ्ने सन्देश",
  intro:
    "सोसल मिडियाका पोस्ट छिट्टै पुरिन्छन्, तर WhatsApp, Viber वा इमेलको सन्देश त्यहीँ पुग्छ जहाँ तपाईंका ग्राहक हरेक दिन हेर्छन्। हामी खाताहरू सेटअप गर्छौं, तपाईंबाट साँच्चै खबर पाउन चाहने मानिसहरूको सूची बढाउँछौं, र उनीहरूलाई फेरि तपाईंको ढोकासम्म ल्याउने सन्देश लेख्छौं।",
  capabilitiesTitle: "हामी के सेटअप गर्छौं र चलाउँछौं",
  capabilities: [
    {
      title: "WhatsApp बिजनेस प्रोफाइल",
      description: "क्याटलग, खुल्ने समय, छिटो जवाफ र लेबलहरू मिलाइन्छन्, ताकि हरेक च्याट सम्हाल्न सजिलो होस्।",
      icon: MessageCircle,
    },
    {
      title: "ब्रोडकास्ट र अफर",
      description:
        "नयाँ स्टक, चाडपर्वका अफर र कार्यक्रमबारे, सहमति दिएका ग्राहकलाई मात्र, मर्यादित अन्तरालमा पठाइने ब्रोडकास्ट।",
      icon: Send,
    },
    {
      title: "इमेल न्युजलेटर",
      description: "ग्राहक र साझेदारसँग समाचार, सुझाव र अफर बाँड्ने, राम्ररी डिजाइन गरिएका न्युजलेटर।",
      icon: Mail,
    },
    {
      title: "स्वचालित सन्देश",
      description: "स्वागत सन्देश, अपोइन्टमेन्टको सम्झना र फेरि अर्डर गर्न सम्झाउने सन्देश, जुन आफैं चल्छन्।",
      icon: Workflow,
    },
    {
      title: "सूची बनाउने काम",
      description: "ग्राहकलाई जोडिन निम्तो दिने क्युआर कोड, वेबसाइटका साइन-अप फारम र काउन्टरमा राखिने कार्ड।",
      icon: QrCode,
    },
    {
      title: "Viber र SMS",
      description: "Viber वा साधारण टेक्स्ट सन्देश रुचाउने ग्राहकसम्म पनि उही सन्देश योजनाबाट पुग्नुहोस्।",
      icon: MessageSquare,
    },
  ],
  closing: {
    title: "आफ्ना ग्राहकसँग कुराकानी सुरु गर्नुहोस्",
    text: "अहिले ग्राहकले तपाईंलाई कसरी सम्पर्क गर्छन्, हामीलाई बताउनुहोस्। तपाईंको व्यवसायका लागि WhatsApp, Viber र इमेलको सही मिश्रण हामी सुझाउनेछौं।",
    cta: { label: "सम्पर्क गर्नुहोस्", url: "/contact" },
  },
} satisfies ServicePageContent;
