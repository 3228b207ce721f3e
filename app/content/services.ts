import {
  CalendarDays,
  Gem,
  GraduationCap,
  Languages,
  LayoutTemplate,
  Mail,
  Megaphone,
  MessageCircleHeart,
  MonitorSmartphone,
  NotebookPen,
  Package,
  PenTool,
  QrCode,
  RefreshCcw,
  Search,
  Smartphone,
  Sparkles,
  UserRound,
  Users,
} from "lucide-react";
import type { Capability, Service, ServiceCategory } from "./serviceTypes";

/** The twelve services on /services, in three categories (SPEC.md section 3). */
export const serviceCategories: ServiceCategory[] = [
  {
    id: "design-development",
    title: "Design & Development",
    description:
      "Websites, apps and interfaces that load fast on mobile data and make it easy for customers to act.",
    icon: MonitorSmartphone,
    services: [
      {
        id: "website-design",
        title: "Website Design",
        icon: LayoutTemplate,
        color: "blue",
        loadDetails: () => import("./service-details/website-design"),
        page: "/services/website-design",
      },
      {
        id: "website-redesign",
        title: "Website Redesign",
        icon: RefreshCcw,
        color: "teal",
        loadDetails: () => import("./service-details/website-redesign"),
        page: "/services/webredesign",
      },
      {
        id: "mobile-app-design",
        title: "Mobile App Design",
        icon: Smartphone,
        color: "violet",
        loadDetails: () => import("./service-details/mobile-app-design"),
        page: "/services/mobile-app",
      },
      {
        id: "ui-ux-design",
        title: "UI/UX Design",
        icon: PenTool,
        color: "amber",
        loadDetails: () => import("./service-details/ui-ux-design"),
        page: "/services/uiux",
      },
    ],
  },
  {
    id: "branding",
    title: "Branding",
    description:
      "Logos, identities and packaging that make a young business look as trustworthy as the work it does.",
    icon: Gem,
    services: [
      {
        id: "logo-identity",
        title: "Logo & Identity",
        icon: Sparkles,
        color: "crimson",
        loadDetails: () => import("./service-details/logo-identity"),
        page: "/services/logo-identity",
      },
      {
        id: "brand-identity",
        title: "Brand Identity",
        icon: Gem,
        color: "violet",
        loadDetails: () => import("./service-details/brand-identity"),
        page: "/services/Branding",
      },
      {
        id: "personal-branding",
        title: "Personal Branding",
        icon: UserRound,
        color: "amber",
        loadDetails: () => import("./service-details/personal-branding"),
        page: "/services/PersonalBranding",
      },
      {
        id: "packaging-design",
        title: "Packaging Design",
        icon: Package,
        color: "green",
        loadDetails: () => import("./service-details/packaging-design"),
        page: "/services/PackagingDesign",
      },
    ],
  },
  {
    id: "digital-marketing",
    title: "Digital Marketing",
    description:
      "Social media, search and messaging campaigns on the channels your customers already open every day.",
    icon: Megaphone,
    services: [
      {
        id: "social-media-marketing",
        title: "Social Media Marketing",
        icon: Users,
        color: "crimson",
        loadDetails: () => import("./service-details/social-media-marketing"),
        page: "/services/social-media",
      },
      {
        id: "content-strategy",
        title: "Content Strategy",
        icon: NotebookPen,
        color: "teal",
        loadDetails: () => import("./service-details/content-strategy"),
        page: "/services/ContentStrategy",
      },
      {
        id: "seo-optimization",
        title: "SEO Optimization",
        icon: Search,
        color: "green",
        loadDetails: () => import("./service-details/seo-optimization"),
        page: "/services/SEO",
      },
      {
        id: "email-whatsapp-marketing",
        title: "Email & WhatsApp Marketing",
        icon: Mail,
        color: "blue",
        loadDetails: () => import("./service-details/email-whatsapp-marketing"),
        page: "/services/EmailWhatsappMarketing",
      },
    ],
  },
];

export const allServices: Service[] = serviceCategories.flatMap((category) => category.services);

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
