import {
  Accessibility,
  Briefcase,
  Gem,
  GraduationCap,
  HandHeart,
  Handshake,
  Heart,
  Leaf,
  Lightbulb,
  ShieldCheck,
  Smile,
} from "lucide-react";
import { type ClosingContent, type PageHeroContent, type StoryContent, contact } from "./companyPages";
import type { Feature } from "./home";

/** Copy of /about/values. */
export const valuesPage = {
  hero: {
    eyebrow: "Our Values",
    title: "The values behind every project",
    promise:
      "Six values shape how we design, write and build, and how we treat the people we work with, from the first call to long after launch.",
    cta: { label: "Work With Us", url: contact },
  } satisfies PageHeroContent,

  values: {
    eyebrow: "What we believe",
    title: "Six values we work by",
    intro:
      "They are not posters on a wall. They are how we decide what to do when a deadline is close or an easy shortcut is tempting.",
    items: [
      {
        title: "Passion",
        description:
          "We love this work, and it shows in the details: the spacing, the words, the page that loads a second faster.",
        icon: Heart,
      },
      {
        title: "Collaboration",
        description:
          "You know your customers and we know the web. The best results come when we build together, with you involved.",
        icon: Handshake,
      },
      {
        title: "Innovation",
        description:
          "We test new tools, from AI helpers to faster ways of building, and keep only what makes your business better.",
        icon: Lightbulb,
      },
      {
        title: "Excellence",
        description:
          "Every page is checked on real phones and slow connections, because good enough on our screens is not good enough.",
        icon: Gem,
      },
      {
        title: "Inclusivity",
        description:
          "Websites that work for everyone: readable type, strong contrast, keyboard access, and content in Nepali and English.",
        icon: Accessibility,
      },
      {
        title: "Integrity",
        description:
          "Clear prices, realistic timelines and honest advice, even when the honest answer is a smaller project.",
        icon: ShieldCheck,
      },
    ] satisfies Feature[],
  },

  practice: {
    eyebrow: "Values in practice",
    title: "How we live our values",
    intro: "Values only count when you can see them in an ordinary week. Here is what they look like for us.",
    columns: [
      {
        title: "At Work",
        icon: Briefcase,
        items: [
          {
            title: "Plain-language updates",
            description: "Clients hear from us every week, in words that need no dictionary.",
          },
          {
            title: "A second pair of eyes",
            description: "Every design, page and post is reviewed by a colleague before it reaches you.",
          },
          {
            title: "Honest estimates",
            description: "If a deadline or budget is at risk, we say so early and offer options.",
          },
          {
            title: "Your accounts, your files",
            description: "Domains, logins and source files are in your name from the very start.",
          },
        ],
      },
      {
        title: "In Our Culture",
        icon: Smile,
        items: [
          {
            title: "Learning time every week",
            description: "We set aside hours each week to try new tools and share what we learn.",
          },
          {
            title: "Every voice counts",
            description: "Juniors present their own work to clients, and anyone can question a decision.",
          },
          {
            title: "Flexible around life",
            description: "Remote work and flexible hours that respect family, study and festival seasons.",
          },
          {
            title: "Credit where it is due",
            description: "We celebrate each launch together and name the people who made it happen.",
          },
        ],
      },
    ],
  },

  responsibility: {
    eyebrow: "Beyond client work",
    title: "Social Responsibility",
    paragraphs: [
      "We grew up alongside the businesses we now serve, so we care about the communities around them too.",
      "Light, fast pages cost every visitor less mobile data. Accessible design means nobody is shut out. And honest advice means a small business never spends money on something it does not need.",
      "None of this is charity. It is how we think a good business should behave, and the kind of business we hope to help you build.",
    ],
    aside: {
      title: "Our commitments",
      items: [
        {
          title: "Fair rates for non-profits",
          description: "Community groups, schools and non-profits get a reduced rate on our packages.",
          icon: HandHeart,
        },
        {
          title: "Room for new talent",
          description: "We take on students and new graduates, each paired with an experienced mentor.",
          icon: GraduationCap,
        },
        {
          title: "Accessible by default",
          description:
            "We build every site to meet WCAG\u00a0AA, the common standard for accessible websites.",
          icon: Accessibility,
        },
        {
          title: "Lighter on data",
          description: "Optimised images and lean code keep pages small, saving visitors money and energy.",
          icon: Leaf,
        },
      ],
    },
  } satisfies StoryContent,

  closing: {
    eyebrow: "Work with us",
    title: "Work with a team that shares your values",
    text: "If this is how you want your project handled, tell us about it. We reply within 24 hours, whether or not we end up working together.",
    primary: { label: "Start a Conversation", url: contact },
    secondary: { label: "Join Our Team", url: "/about/careers" },
  } satisfies ClosingContent,
};

/** How a milestone's date reads and its machine-readable form for `<time dateTime>`. */
