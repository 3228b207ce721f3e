import { LayoutTemplate, MessagesSquare, Newspaper, PenLine, ShoppingBag, SpellCheck } from "lucide-react";
import type { ServicePageContent } from "../serviceTypes";

/** /services/content-writing: the page's copy and icons (its paths and meta tags are in ../servicePages.ts). */
export default {
  title: "Clear words that help customers say yes",
  intro:
    "Good design needs good words. Our writers produce website pages, product descriptions, blog articles and social captions in clear English and natural Nepali, written for your customers first and search engines second.",
  capabilitiesTitle: "What we write",
  capabilities: [
    {
      title: "Website copy",
      description: "Home, about and service pages that explain what you do and why it matters.",
      icon: LayoutTemplate,
    },
    {
      title: "Blog articles",
      description: "Useful, well-researched articles that answer customer questions and support your SEO.",
      icon: Newspaper,
    },
    {
      title: "Product descriptions",
      description: "Descriptions for online shops and marketplaces that give buyers the details they need.",
      icon: ShoppingBag,
    },
    {
      title: "Social captions and scripts",
      description: "Short, lively captions and video scripts for Facebook, Instagram and TikTok.",
      icon: MessagesSquare,
    },
    {
      title: "Bilingual writing",
      description: "Natural writing in Nepali and English, never stiff word-for-word translation.",
      icon: PenLine,
    },
    {
      title: "Editing and proofreading",
      description: "Polishing your existing text for clarity, grammar and a consistent tone.",
      icon: SpellCheck,
    },
  ],
  closing: {
    title: "Need words that work?",
    text: "Send us the pages or posts you need and a little about your audience. We reply within 24 hours with next steps.",
    cta: { label: "Get in Touch", url: "/contact" },
  },
} satisfies ServicePageContent;
