/**
 * Nepali of ../../service-pages/logo-design.ts. The clients' names in the sample logos' alt text
 * come from the client list through findClient (in the Nepali build, ../clients.ts is
 * ../ne/clients.ts). Colour names as Nepali says them: madder red मजिठे रातो, marigold सयपत्री,
 * walnut ओखरे खैरो; "dhaka weave" is ढाका बुनाइ, "brief" a short कुराकानी.
 */
import { Palette, PenTool, Printer, Scaling, Share2, Type } from "lucide-react";
import { findClient } from "../../clientLookup";
import type { ServicePageContent } from "../../serviceTypes";

const loom = findClient("himali-loom");
const lender = findClient("tusa-finance");
const studio = findClient("lens-and-light");

export default {
  title: "साइनबोर्डमा पनि, फोनको स्क्रिनमा पनि राम्रो देखिने लोगो",
  intro:
    "तपाईंको लोगो जताततै देखिन्छ: पसलमाथिको साइनबोर्डमा, Facebook पेजमा, रसिदमा, प्याकेजिङमा र युनिफर्ममा। हामी जुनसुकै साइजमा, रङमा होस् वा कालो-सेतोमा, सधैं स्पष्ट देखिने मौलिक लोगो डिजाइन गर्छौं, र तपाईंलाई चाहिने हरेक फाइल हातमा दिन्छौं।",
  capabilitiesTitle: "तपाईंको लोगो प्याकेजमा के-के पर्छ",
  capabilities: [
    {
      title: "मौलिक कन्सेप्ट",
      description: "तपाईंको कथाबाट जन्मिएका दुई वा तीन वटा फरक-फरक कन्सेप्ट, क्लिप आर्ट वा तयारी आइकन कहिल्यै होइन।",
      icon: PenTool,
    },
    {
      title: "हरेक साइजका लागि लोगो",
      description:
        "पूरा, माथि-तल मिलाइएको र आइकन मात्रको संस्करण, जुन पसलको साइनबोर्डदेखि ब्राउजरको ट्याबसम्म स्पष्ट पढिन्छन्।",
      icon: Scaling,
    },
    {
      title: "रङ प्यालेट",
      description: "मुख्य र सहायक रङहरू, छपाइ, स्क्रिन र साइनबोर्डको पेन्टका लागि कोडसहित।",
      icon: Palette,
    },
    {
      title: "टाइपोग्राफी",
      description: "शीर्षक र मुख्य पाठका लागि फन्ट, साथमा मेल खाने देवनागरी फन्टको जोडी।",
      icon: Type,
    },
    {
      title: "छपाइका लागि तयार फाइल",
      description: "साइनबोर्ड बनाउने, कढाइ गर्ने, रबर छाप बनाउने र छापाखानाका लागि भेक्टर आर्टवर्क।",
      icon: Printer,
    },
    {
      title: "सोसल मिडिया किट",
      description: "Facebook, Instagram, TikTok र WhatsApp का लागि मिलाइएका प्रोफाइल तस्बिर र कभर इमेज।",
      icon: Share2,
    },
  ],
  process: {
    title: "हाम्रो लोगो प्रक्रिया",
    steps: [
      {
        title: "बुझाइ",
        description: "हामी तपाईंको व्यवसाय, ग्राहक र प्रतिस्पर्धीबारे बुझ्छौं, अनि लोगोले के भन्नुपर्छ भन्नेमा सहमत हुन्छौं।",
      },
      {
        title: "डिजाइन",
        description:
          "हामी धेरै स्केच बनाउँछौं, अनि दुई वा तीन वटा कन्सेप्ट वास्तविक साइनबोर्ड, कार्ड र प्रोफाइलमा राखेर देखाउँछौं।",
      },
      {
        title: "हस्तान्तरण",
        description:
          "छानिएको कन्सेप्टलाई ध्यान दिएर परिमार्जन गरेपछि तपाईंले अन्तिम लोगो सेट, रङ, फन्ट र प्रयोग गर्ने निर्देशिका पाउनुहुन्छ।",
      },
    ],
  },
  showcase: {
    title: "हाम्रो स्टुडियोका नमुना लोगोहरू",
    images: [
      {
        src: "/assets/logos/logo1.png",
        alt: `${loom.name} को लोगो: ढाका बुनाइको झल्को दिने मजिठे रातो, सयपत्री र ओखरे खैरो रङको हीराकार जाली, पसलको नाममाथि`,
        width: 600,
        height: 400,
        client: "himali-loom",
      },
      {
        src: "/assets/logos/logo2.png",
        alt: `${lender.name} को लोगो: दुई पातको टुसा पलाएको हरियो-निलो सिक्का, छेउमा गोलाइदार गाढा हरियो अक्षरमा नाम`,
        width: 600,
        height: 400,
        client: "tusa-finance",
      },
      {
        src: "/assets/logos/logo3.png",
        alt: `${studio.name} को लोगो: डार्करुमजस्तो कालो गोलोमाथि सुनौलो क्यामेरा एपर्चर, छेउमा सेरिफ अक्षरमा नाम`,
        width: 600,
        height: 400,
        client: "lens-and-light",
      },
    ],
    link: { label: "हाम्रा थप काम हेर्नुहोस्", url: "/portfolio" },
  },
  closing: {
    title: "आउनुहोस्, तपाईंको लोगो डिजाइन गरौं",
    text: "आफ्नो व्यवसायको नाम र ग्राहकबारे थोरै बताउनुहोस्। छोटो कुराकानीको समय मिलाउन हामी २४ घण्टाभित्र जवाफ दिन्छौं।",
    cta: { label: "आफ्नो लोगो प्रोजेक्ट सुरु गर्नुहोस्", url: "/contact" },
  },
} satisfies ServicePageContent;
