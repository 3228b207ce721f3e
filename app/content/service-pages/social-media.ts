import { CalendarRange, ChartLine, Clapperboard, ImageIcon, Megaphone, MessageCircle } from "lucide-react";
import type { ServicePageContent } from "../serviceTypes";

/** /services/social-media: the page's copy and icons (its paths and meta tags are in ../servicePages.ts). */
export default {
  title: "Social media that brings customers, not just likes",
  intro:
    "Your customers scroll Facebook, Instagram and TikTok every day, and many message a business before they ever visit it. We plan, create and publish content that gets you noticed locally, and help make sure every comment and message becomes a conversation.",
  capabilitiesTitle: "What we handle for you",
  capabilities: [
    {
      title: "Strategy and calendar",
      description:
        "A monthly plan of posts, reels and stories built around your offers and the festival calendar.",
      icon: CalendarRange,
    },
    {
      title: "Graphics and photography",
      description: "Eye-catching visuals in your brand style, from menu cards to product shots.",
      icon: ImageIcon,
    },
    {
      title: "Reels and TikTok videos",
      description: "Short vertical videos scripted, filmed with you and edited for each platform.",
      icon: Clapperboard,
    },
    {
      title: "Meta ads management",
      description:
        "Facebook and Instagram ads targeted by location and interest, with budgets you approve first.",
      icon: Megaphone,
    },
    {
      title: "Community management",
      description:
        "Help answering comments and messages promptly, with reply templates for common questions.",
      icon: MessageCircle,
    },
    {
      title: "Insights that matter",
      description: "Monthly figures for messages, calls and bookings, not just likes, with clear next steps.",
      icon: ChartLine,
    },
  ],
  closing: {
    title: "Turn followers into customers",
    text: "Share your page links and tell us your goals. We will review what is working and suggest a realistic monthly plan.",
    cta: { label: "Get Started", url: "/contact" },
  },
} satisfies ServicePageContent;
