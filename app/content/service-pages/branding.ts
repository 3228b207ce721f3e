import { BookMarked, IdCard, LayoutGrid, MessageSquareText, Palette, Sparkles } from "lucide-react";
import type { ServicePageContent } from "../serviceTypes";

/** /services/branding: the page's copy and icons (its paths and meta tags are in ../servicePages.ts). */
export default {
  title: "A brand identity that makes you look established",
  intro:
    "Customers decide whether to trust a business in seconds, often from a signboard or a profile picture. We create complete brand identities, from logo and colours to voice and templates, so a young business looks as reliable as the work it does.",
  capabilitiesTitle: "Everything your brand identity includes",
  capabilities: [
    {
      title: "Logo and marks",
      description: "A primary logo plus supporting marks that hold up at every size.",
      icon: Sparkles,
    },
    {
      title: "Colour and type",
      description: "A palette and font system that works in print and on screens, in English and Devanagari.",
      icon: Palette,
    },
    {
      title: "Brand voice",
      description: "How your business speaks, with dos, don'ts and example posts to learn from.",
      icon: MessageSquareText,
    },
    {
      title: "Brand guidelines",
      description: "A clear guidebook so printers, staff and future designers apply your brand correctly.",
      icon: BookMarked,
    },
    {
      title: "Stationery and signage",
      description: "Business cards, letterheads, ID cards, signboards and uniforms designed to match.",
      icon: IdCard,
    },
    {
      title: "Social media templates",
      description: "Editable post and story templates that keep your feed looking consistent.",
      icon: LayoutGrid,
    },
  ],
  closing: {
    title: "Ready to look as good as your work?",
    text: "Tell us about your business and what feels wrong with how it looks today. We reply within 24 hours to plan a first conversation.",
    cta: { label: "Start Your Project", url: "/contact" },
  },
} satisfies ServicePageContent;
