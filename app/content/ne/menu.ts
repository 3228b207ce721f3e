/**
 * Nepali of ../menu.ts. The links' paths come from the page registry ("../pages", which the
 * Nepali build swaps for ./pages.ts); the categories' titles are those of ./services.ts.
 * "Get Started" is सुरु गर्नुहोस्, as on the service pages.
 */
import type { LucideIcon } from "lucide-react";
import { Gem, Megaphone, MonitorSmartphone } from "lucide-react";
import { pages } from "../pages";

export const navigation = {
  services: { title: "हामी के गर्छौं", url: pages.services.path },
  company: { title: "हामी को हौं", url: pages.about.path },
  cta: { title: "सुरु गर्नुहोस्", url: pages.contact.path },
  allServices: { title: "सबै सेवाहरू हेर्नुहोस्", url: pages.services.path },
  skipLink: "मुख्य सामग्रीमा जानुहोस्",
  openMenu: "मेनु खोल्नुहोस्",
  closeMenu: "मेनु बन्द गर्नुहोस्",
  menuTitle: "साइटको मेनु",
  homeLabel: "गृहपृष्ठ",
  mainLabel: "मुख्य",
  phoneLabel: "मोबाइल",
};

/** The categories of 'What We Do' (menuPanels.ts lists their service pages). */
export const menuCategories: readonly { id: string; title: string; description: string; icon: LucideIcon }[] =
  [
    {
      id: "design-development",
      title: "डिजाइन र डेभलपमेन्ट",
      description: "आगन्तुकलाई ग्राहक बनाउन बनाइएका, छिटो खुल्ने र सबैले सजिलै चलाउन मिल्ने वेबसाइट र एप।",
      icon: MonitorSmartphone,
    },
    {
      id: "branding",
      title: "ब्रान्डिङ",
      description: "सानो व्यवसायलाई पनि स्थापित देखाउने नाम, लोगो र ब्रान्डको बोली।",
      icon: Gem,
    },
    {
      id: "digital-marketing",
      title: "डिजिटल मार्केटिङ",
      description: "तपाईंका ग्राहकले हरेक दिन चलाइरहेकै माध्यमहरूमा अभियान।",
      icon: Megaphone,
    },
  ];
