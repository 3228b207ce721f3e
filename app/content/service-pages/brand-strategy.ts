import { Crosshair, MapIcon, MessageSquareQuote, Network, Tag, Users } from "lucide-react";
import type { ServicePageContent } from "../serviceTypes";

/** /services/BrandStrategy: the page's copy and icons (its paths and meta tags are in ../servicePages.ts). */
export default {
  title: "Know what your brand stands for before you design it",
  intro:
    "A logo alone can't tell customers why they should choose you. Brand strategy decides who you serve, what you promise and how you sound, so every design, post and sales conversation says the same thing.",
  capabilitiesTitle: "What brand strategy gives you",
  capabilities: [
    {
      title: "Positioning",
      description: "A sharp statement of the customers you serve and why you are their best choice.",
      icon: Crosshair,
    },
    {
      title: "Audience profiles",
      description:
        "Clear portraits of your main customer groups, their needs and where they spend time online.",
      icon: Users,
    },
    {
      title: "Competitor map",
      description:
        "How rivals in your town, city or export market present themselves, and the gap you can own.",
      icon: MapIcon,
    },
    {
      title: "Key messages",
      description: "The handful of things every customer should hear from you, in English and Nepali.",
      icon: MessageSquareQuote,
    },
    {
      title: "Naming and taglines",
      description: "Advice on business, product or range names, and a tagline people can remember.",
      icon: Tag,
    },
    {
      title: "Brand architecture",
      description: "How branches, sub-brands and product lines relate, so growth doesn't cause confusion.",
      icon: Network,
    },
  ],
  closing: {
    title: "Build your brand on solid ground",
    text: "Whether you are launching or repositioning, a short strategy session is a good place to begin. Tell us where you are today.",
    cta: { label: "Get in Touch", url: "/contact" },
  },
} satisfies ServicePageContent;
