/** Nepali of ../../service-pages/social-media.ts. Facebook, Instagram, TikTok and Meta stay in Latin; "reels" is रिल. */
import { CalendarRange, ChartLine, Clapperboard, ImageIcon, Megaphone, MessageCircle } from "lucide-react";
import type { ServicePageContent } from "../../serviceTypes";

export default {
  title: "लाइक मात्र होइन, ग्राहक ल्याउने सोसल मिडिया",
  intro:
    "तपाईंका ग्राहक हरेक दिन Facebook, Instagram र TikTok स्क्रोल गर्छन्, र धेरैले कुनै व्यवसायमा पुग्नुअघि नै म्यासेज पठाउँछन्। हामी तपाईंलाई स्थानीय रूपमा चिनाउने कन्टेन्टको योजना बनाउँछौं, तयार पार्छौं र प्रकाशित गर्छौं, अनि हरेक कमेन्ट र म्यासेज कुराकानीमा बदलियोस् भन्नेमा सघाउँछौं।",
  capabilitiesTitle: "हामी तपाईंका लागि के-के सम्हाल्छौं",
  capabilities: [
    {
      title: "रणनीति र क्यालेन्डर",
      description: "तपाईंका अफर र चाडपर्वको क्यालेन्डरअनुसार बनाइएको पोस्ट, रिल र स्टोरीको मासिक योजना।",
      icon: CalendarRange,
    },
    {
      title: "ग्राफिक्स र फोटोग्राफी",
      description: "मेनु कार्डदेखि उत्पादनका फोटोसम्म, तपाईंको ब्रान्ड शैलीमा ध्यान खिच्ने दृश्य।",
      icon: ImageIcon,
    },
    {
      title: "रिल र TikTok भिडियो",
      description: "स्क्रिप्ट लेखेर, तपाईंसँगै खिचेर, हरेक प्लेटफर्मका लागि सम्पादन गरिएका छोटा ठाडो भिडियो।",
      icon: Clapperboard,
    },
    {
      title: "Meta विज्ञापन व्यवस्थापन",
      description: "स्थान र रुचिअनुसार लक्षित Facebook र Instagram विज्ञापन, तपाईंले पहिले स्वीकृत गरेको बजेटमा।",
      icon: Megaphone,
    },
    {
      title: "कमेन्ट र म्यासेज व्यवस्थापन",
      description: "कमेन्ट र म्यासेजको समयमै जवाफ दिन सहयोग, धेरै सोधिने प्रश्नका लागि तयारी जवाफसहित।",
      icon: MessageCircle,
    },
    {
      title: "काम लाग्ने तथ्याङ्क",
      description: "लाइक मात्र होइन, म्यासेज, फोन कल र बुकिङका मासिक अङ्क, अब के गर्ने भन्ने स्पष्ट सुझावसहित।",
      icon: ChartLine,
    },
  ],
  closing: {
    title: "फलोअरलाई ग्राहकमा बदल्नुहोस्",
    text: "आफ्ना पेजका लिङ्क पठाउनुहोस् र आफ्ना लक्ष्य बताउनुहोस्। के काम गरिरहेको छ भनेर हामी हेर्नेछौं र व्यावहारिक मासिक योजना सुझाउनेछौं।",
    cta: { label: "सुरु गर्नुहोस्", url: "/contact" },
  },
} satisfies ServicePageContent;
