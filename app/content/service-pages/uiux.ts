import { Accessibility, Component, Frame, ListTree, MessagesSquare, ScanEye } from "lucide-react";
import type { ServicePageContent } from "../serviceTypes";

/** /services/uiux: the page's copy and icons (its paths and meta tags are in ../servicePages.ts). */
export default {
  title: "Interfaces that feel obvious to the people using them",
  intro:
    "Every confusing screen costs you support calls, abandoned forms and lost sales. We research how your customers and staff actually use your website, software or dashboard, then redesign the interface so the right action is always the easy one.",
  capabilitiesTitle: "How we improve your product",
  capabilities: [
    {
      title: "User interviews",
      description: "Conversations with customers and staff to learn what they need and where they get stuck.",
      icon: MessagesSquare,
    },
    {
      title: "Usability testing",
      description: "Sessions where real people attempt real tasks while we note every hesitation.",
      icon: ScanEye,
    },
    {
      title: "Information architecture",
      description: "Navigation and labels restructured so people find things where they expect them.",
      icon: ListTree,
    },
    {
      title: "Wireframes and prototypes",
      description: "Quick, testable sketches of new flows before any expensive development begins.",
      icon: Frame,
    },
    {
      title: "Design systems",
      description: "Reusable components and clear rules that keep a growing product consistent.",
      icon: Component,
    },
    {
      title: "Accessibility reviews",
      description:
        "Checks for contrast, keyboard use and screen readers, with the fixes put in order of priority.",
      icon: Accessibility,
    },
  ],
  process: {
    title: "Our UI/UX process",
    steps: [
      {
        title: "Research",
        description: "We interview users and stakeholders and watch people use the current product.",
      },
      {
        title: "Define",
        description:
          "Findings become clear problems, user journeys and priorities that we agree on together.",
      },
      {
        title: "Design and prototype",
        description: "We design improved flows and turn them into clickable prototypes.",
      },
      {
        title: "Test and refine",
        description: "Real users try the prototype, and we refine it until the key tasks feel effortless.",
      },
    ],
  },
  closing: {
    title: "Where do your users get stuck?",
    text: "Tell us about the screen, form or flow that causes the most complaints. We will suggest a sensible first round of research.",
    cta: { label: "Get Started", url: "/contact" },
  },
} satisfies ServicePageContent;
