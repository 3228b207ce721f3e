import { CalendarCheck, Gauge, SearchCheck, ShoppingCart, Store, Target } from "lucide-react";
import type { ServicePageContent } from "../serviceTypes";

/** /services/website-design: the page's copy and icons (its paths and meta tags are in ../servicePages.ts). */
export default {
  title: "Business websites built for phones, data packs and busy customers",
  intro:
    "Most of your customers will meet your business on a phone, often on mobile data and often in a hurry. We design and build custom websites that load quickly, explain what you offer in plain words and keep the call and WhatsApp buttons within thumb's reach. A basic business site usually goes live in 2-4 weeks.",
  capabilitiesTitle: "What your new website can include",
  capabilities: [
    {
      title: "Business websites",
      description:
        "Clear, trustworthy sites for shops, clinics, schools, hotels, restaurants and service firms.",
      icon: Store,
    },
    {
      title: "Online shops",
      description: "Product catalogues and carts that accept eSewa, Khalti, cards or cash on delivery.",
      icon: ShoppingCart,
    },
    {
      title: "Booking and enquiry forms",
      description: "Table reservations, appointments and quote requests delivered straight to your inbox.",
      icon: CalendarCheck,
    },
    {
      title: "Campaign landing pages",
      description: "Focused single pages for a product launch, an admission season or a festival offer.",
      icon: Target,
    },
    {
      title: "Speed and hosting setup",
      description: "Optimised images, caching and a reliable host so pages open quickly across the country.",
      icon: Gauge,
    },
    {
      title: "Search-ready from launch",
      description:
        "Page titles, descriptions, a sitemap and your Google Business Profile connected on day one.",
      icon: SearchCheck,
    },
  ],
  closing: {
    title: "Ready for a website that brings in enquiries?",
    text: "Tell us what your business does and what you want visitors to do. We reply within 24 hours with honest next steps.",
    cta: { label: "Get Started", url: "/contact" },
  },
} satisfies ServicePageContent;
