import { ChartLine, FileText, MapPin, PenLine, Search, Wrench } from "lucide-react";
import type { ServicePageContent } from "../serviceTypes";

/** /services/SEO: the page's copy and icons (its paths and meta tags are in ../servicePages.ts). */
export default {
  title: "Be found when people search for what you sell",
  intro:
    "When someone nearby searches for a dentist, a hotel or a momo shop, they choose from the first few results and the pins on the map. We improve your website and Google Business Profile to give you a real chance of being one of them, and report progress honestly, without promising rankings nobody can guarantee.",
  capabilitiesTitle: "Our SEO services",
  capabilities: [
    {
      title: "Technical SEO",
      description: "Fixing the speed, mobile, indexing and structured data issues that hold your site back.",
      icon: Wrench,
    },
    {
      title: "Local SEO",
      description:
        "A complete Google Business Profile, consistent listings and a steady flow of genuine reviews.",
      icon: MapPin,
    },
    {
      title: "Keyword research",
      description: "Finding the searches your customers use, in English, Nepali and Romanised Nepali.",
      icon: Search,
    },
    {
      title: "On-page optimisation",
      description: "Better titles, headings and copy on every page that matters to your business.",
      icon: FileText,
    },
    {
      title: "Content for search",
      description: "Helpful articles and service pages written around the questions people type into Google.",
      icon: PenLine,
    },
    {
      title: "Tracking and reporting",
      description: "Search Console and analytics set up properly, with a monthly summary in plain language.",
      icon: ChartLine,
    },
  ],
  closing: {
    title: "Start getting found",
    text: "Send us your website and the areas you serve. We will check how you appear on Google today and where the quickest wins are.",
    cta: { label: "Start Your Project", url: "/contact" },
  },
} satisfies ServicePageContent;
