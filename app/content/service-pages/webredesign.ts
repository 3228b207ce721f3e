import { Code2, FolderSync, Gauge, MousePointerClick, Signpost, Smartphone } from "lucide-react";
import type { ServicePageContent } from "../serviceTypes";

/** /services/webredesign: the page's copy and icons (its paths and meta tags are in ../servicePages.ts). */
export default {
  title: "Give your old website a second life",
  intro:
    "A slow, dated website quietly sends customers to your competitors. We redesign and rebuild it around what visitors need today, while keeping your domain, your search visibility and the content that still earns its place.",
  capabilitiesTitle: "What a redesign covers",
  capabilities: [
    {
      title: "Performance audit",
      description: "We time your pages on mobile data and find exactly what is slowing them down.",
      icon: Gauge,
    },
    {
      title: "Mobile rework",
      description: "Layouts rebuilt so menus, text and buttons work properly on small screens.",
      icon: Smartphone,
    },
    {
      title: "Careful content migration",
      description: "Pages, images, blog posts and downloads moved to the new site without gaps.",
      icon: FolderSync,
    },
    {
      title: "Search-safe redirects",
      description: "Every old address is redirected, so rankings and shared links survive the move.",
      icon: Signpost,
    },
    {
      title: "Conversion fixes",
      description: "Forms and contact buttons repositioned to turn more of your visits into enquiries.",
      icon: MousePointerClick,
    },
    {
      title: "Clean, maintainable code",
      description: "A modern, secure build that is easy to update and far less likely to break.",
      icon: Code2,
    },
  ],
  process: {
    title: "How a redesign works",
    steps: [
      {
        title: "Audit",
        description:
          "We review your current site's speed, mobile experience, search performance and content, and share the findings in plain language.",
      },
      {
        title: "Plan",
        description: "We agree what to keep, rewrite or remove, and map every old page to its new address.",
      },
      {
        title: "Redesign and rebuild",
        description:
          "You approve new layouts for the key pages, then we build the site and migrate your content.",
      },
      {
        title: "Launch and monitor",
        description:
          "We switch over with minimal downtime, then watch traffic and search results in the weeks that follow.",
      },
    ],
  },
  closing: {
    title: "Is your website holding you back?",
    text: "Send us your current web address. We will look it over and tell you honestly whether it needs a redesign or just a few fixes.",
    cta: { label: "Start Your Project", url: "/contact" },
  },
} satisfies ServicePageContent;
