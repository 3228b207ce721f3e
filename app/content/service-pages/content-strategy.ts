import { CalendarDays, ChartLine, ClipboardList, Columns3, ScanSearch, Share2 } from "lucide-react";
import type { ServicePageContent } from "../serviceTypes";

/** /services/ContentStrategy: the page's copy and icons (its paths and meta tags are in ../servicePages.ts). */
export default {
  title: "Know what to publish, where, and why",
  intro:
    "Posting every day means little if it doesn't lead anywhere. We build a content strategy around the questions your customers really ask, decide which channel each idea belongs on, and give your team a calendar it can realistically follow.",
  capabilitiesTitle: "What your content strategy includes",
  capabilities: [
    {
      title: "Content audit",
      description: "An honest look at what you have already published and what each piece achieved.",
      icon: ClipboardList,
    },
    {
      title: "Audience research",
      description: "Interviews, comments and search data turned into topics your customers care about.",
      icon: ScanSearch,
    },
    {
      title: "Content pillars",
      description: "A few clear themes that keep every post and article on message.",
      icon: Columns3,
    },
    {
      title: "Channel mix",
      description:
        "What belongs on your website, social pages, YouTube or newsletter, and how each supports the others.",
      icon: Share2,
    },
    {
      title: "Editorial calendar",
      description:
        "A month-by-month plan timed to launches, seasons and festivals, with owners and deadlines.",
      icon: CalendarDays,
    },
    {
      title: "Measurement plan",
      description: "The few numbers that show whether your content is working, and how to track them.",
      icon: ChartLine,
    },
  ],
  closing: {
    title: "Make every post count",
    text: "Tell us what you publish today and what you want it to achieve. We will show you where a clear strategy can help.",
    cta: { label: "Get in Touch", url: "/contact" },
  },
} satisfies ServicePageContent;
