import { BookOpen, BriefcaseBusiness, CalendarDays, Camera, Globe, Mic } from "lucide-react";
import type { ServicePageContent } from "../serviceTypes";

/** /services/PersonalBranding: the page's copy and icons (its paths and meta tags are in ../servicePages.ts). */
export default {
  title: "Make your name the reason people choose you",
  intro:
    "When clients hire you, they are choosing you as much as your service. We help doctors, lawyers, consultants, coaches, artists and founders present a clear, consistent professional image online, in a voice that still sounds like them.",
  capabilitiesTitle: "How we build your personal brand",
  capabilities: [
    {
      title: "Your story, well told",
      description:
        "A headline and bio that explain your expertise in a sentence, for profiles, events and media.",
      icon: BookOpen,
    },
    {
      title: "Professional profiles",
      description:
        "LinkedIn and other profiles that recruiters, partners and clients understand at a glance.",
      icon: BriefcaseBusiness,
    },
    {
      title: "Personal website",
      description:
        "A simple site under your own name with your story, services, work samples and booking link.",
      icon: Globe,
    },
    {
      title: "Photography brief",
      description: "Direction for portraits and working shots that feel professional but still human.",
      icon: Camera,
    },
    {
      title: "Speaker and media kit",
      description: "A one-page profile, photos and talking points for events, podcasts and interviews.",
      icon: Mic,
    },
    {
      title: "Sustainable posting routine",
      description: "A rhythm that fits a busy diary, with post ideas drawn from your everyday work.",
      icon: CalendarDays,
    },
  ],
  closing: {
    title: "Ready to be known for what you do best?",
    text: "Tell us about your work and who you want to reach. We will suggest a starting point that fits your time and budget.",
    cta: { label: "Get Started", url: "/contact" },
  },
} satisfies ServicePageContent;
