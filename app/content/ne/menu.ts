/**
 * Nepali of ../menu.ts. The links' paths come from the page registry ("../pages", which the
 * Nepali build swaps for ./pages.ts).
 * "Get Started" is सुरु गर्नुहोस्, as on the service pages.
 */
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
