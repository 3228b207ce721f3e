/** Nepali of ../../service-pages/mobile-app.ts. Android, iOS, eSewa, Khalti, Flutter and React Native stay in Latin. */
import { CalendarClock, Layers, TabletSmartphone, UserPlus, Wallet, WifiOff } from "lucide-react";
import type { ServicePageContent } from "../../serviceTypes";

export default {
  title: "पहिलो ट्यापमै बुझिने एप डिजाइन",
  intro:
    "एपको विचार जति राम्रो भए पनि, सुरुका स्क्रिनले मानिसलाई अलमल्याए भने त्यो असफल हुन्छ। हामी Android र iOS एपलाई तपाईंका प्रयोगकर्ताले गर्नैपर्ने केही मुख्य कामका वरिपरि डिजाइन गर्छौं, वास्तविक मानिससँग परीक्षण गर्छौं, र तपाईंका डेभलपरलाई अड्कल नगरी बनाउन मिल्ने फाइलहरू हस्तान्तरण गर्छौं।",
  capabilitiesTitle: "हामी तपाईंको एपका लागि के डिजाइन गर्छौं",
  capabilities: [
    {
      title: "सुरुआत र साइन-अप",
      description: "एपबारे बुझाउने र सकेसम्म थोरै चरणमै मानिसलाई साइन-अप गराउने सुरुका स्क्रिनहरू।",
      icon: UserPlus,
    },
    {
      title: "चेकआउट र भुक्तानी",
      description: "eSewa, Khalti वा मोबाइल बैंकिङमा सहज रूपमा जोडिने कार्ट र भुक्तानीका स्क्रिन।",
      icon: Wallet,
    },
    {
      title: "बुकिङ र डेलिभरीका चरण",
      description: "अर्डर ट्र्याकिङ, टेबल बुकिङ र अपोइन्टमेन्टका चरण, जसले प्रयोगकर्तालाई हरेक कदममा जानकारी दिइरहन्छन्।",
      icon: CalendarClock,
    },
    {
      title: "अफलाइन र कमजोर नेटवर्कका अवस्था",
      description: "सिग्नल हराउँदा एप त्यसै अड्किनुको सट्टा, के भइरहेको छ भनेर बुझाउने स्क्रिनहरू।",
      icon: WifiOff,
    },
    {
      title: "चलाएर हेर्न मिल्ने प्रोटोटाइप",
      description:
        "प्रयोगकर्ता परीक्षण, लगानीकर्तासँगको भेट वा टोलीको स्वीकृतिका लागि तपाईंकै फोनमा थिचेर चलाउन मिल्ने एप।",
      icon: TabletSmartphone,
    },
    {
      title: "डिजाइन हस्तान्तरण",
      description:
        "Flutter, React Native वा नेटिभ डेभलपरका लागि तयार कम्पोनेन्ट, स्पेसिफिकेसन र एक्सपोर्ट गरिएका एसेटहरू।",
      icon: Layers,
    },
  ],
  closing: {
    title: "एपको विचार छ?",
    text: "तपाईं के बनाउन चाहनुहुन्छ, हामीलाई देखाउनुहोस्, कागजमा कोरिएको स्केच मात्र भए पनि। पहिलो संस्करणमा के राख्ने भन्ने निर्णय गर्न हामी मद्दत गर्नेछौं।",
    cta: { label: "सम्पर्क गर्नुहोस्", url: "/contact" },
  },
} satisfies ServicePageContent;
