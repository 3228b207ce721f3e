import { CalendarDays, GraduationCap, Languages, MessageCircleHeart, QrCode } from "lucide-react";
import explorer from "content:services/explorer";
import type { Capability, ServiceCategory } from "./serviceTypes";

/**
 * The services on /services, in their categories (SPEC.md section 3): the few fields its
 * JavaScript needs, from the service files (content/en/services/) and the categories file. Each
 * service's details are a chunk of their own (`loadDetails`).
 */
export const serviceCategories: ServiceCategory[] = explorer;

/** Copy for the /services page. */
export const servicesPage = {
  hero: {
    eyebrow: "Our services",
    title: "Design, branding and marketing under one roof",
    promise:
      "One service or a few together, each planned around your customers, your budget and the way people in Nepal really use their phones.",
    cta: { label: "Get a Free Consultation", url: "/contact" },
  },
  categoriesTitle: "Where would you like to start?",
  tabsLabel: "Service categories",
  serviceTabsLabel: "Services in this category",
  detail: {
    featuresTitle: "What's included",
    processTitle: "How we work",
    cta: { label: "Get Started", url: "/contact" },
    pageLink: "Read the full service page",
    loadFailed: "We could not load what this service includes. Check your connection, then reload the page.",
    reload: "Reload page",
  },
  explorerIntro: "Choose a category to see its services, then a service for the details.",
  consultation: {
    title: "Get a Free Consultation",
    text: "Not sure which service you need? Tell us about your business and we will suggest where to begin, within 24 hours and with no obligation.",
    cta: { label: "Schedule a Call", url: "/contact" },
  },
  whyChooseUs: {
    title: "Why businesses in Nepal work with us",
    points: [
      {
        title: "Bilingual from day one",
        description:
          "We write and design in Nepali and English, and check that Devanagari text looks right on every screen.",
        icon: Languages,
      },
      {
        title: "Planned around your calendar",
        description:
          "Campaigns and launches are timed for Dashain, Tihar, New Year and the tourist seasons that shape your sales.",
        icon: CalendarDays,
      },
      {
        title: "Connected to local tools",
        description:
          "eSewa and Khalti, WhatsApp and Viber, Google Maps: we set up the tools your customers already trust.",
        icon: QrCode,
      },
      {
        title: "Honest advice first",
        description:
          "If a well-run Facebook page will serve you better than a new website right now, we will tell you.",
        icon: MessageCircleHeart,
      },
      {
        title: "You learn to run it",
        description:
          "Every handover includes training and simple notes, so your team can keep things going without us.",
        icon: GraduationCap,
      },
    ] satisfies Capability[],
  },
};
