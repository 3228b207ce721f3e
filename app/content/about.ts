import {
  BookOpen,
  Ear,
  Flag,
  Heart,
  HeartHandshake,
  Languages,
  Laptop,
  LifeBuoy,
  Lightbulb,
  MapPin,
  Palette,
  Repeat,
  Rocket,
  ShieldCheck,
  Store,
  Users,
} from "lucide-react";
import {
  type ClosingContent,
  type PageHeroContent,
  type StoryContent,
  cityList,
  contact,
} from "./companyPages";
import { type Feature, type Stat, studioNumbers } from "./home";
import { site } from "./site";
import { workBegan } from "./story";

/** Copy of /about. */
export const aboutPage = {
  hero: {
    eyebrow: `About ${site.name}`,
    title: "Building Digital Foundations",
    promise:
      "We are a small studio from Nepal that gives growing businesses a website, a brand and an online presence they can build on for years.",
    cta: { label: "Get a Free Consultation", url: contact },
  } satisfies PageHeroContent,

  beginning: {
    eyebrow: "Who we are",
    title: "Our Beginning",
    paragraphs: [
      `${site.name} was founded in ${site.foundingYear} by a small team of designers, developers and writers who had been working together since ${workBegan}, in Kathmandu, on the same problem: good local businesses that were almost invisible online.`,
      "Some had a Facebook page they rarely updated, others a website someone built years ago that nobody could change. Big agencies were out of reach, and quick template sites seldom brought in a single enquiry.",
      "So we set out to be the studio those businesses deserved: one that explains things plainly, charges fairly and is still around long after launch day.",
    ],
    aside: {
      title: "At a glance",
      items: [
        {
          title: `Founded in ${site.foundingYear}`,
          description: `Registered as a company by a small team who had been doing honest, well-made work for local businesses since ${workBegan}.`,
          icon: Flag,
        },
        {
          title: "Rooted in Nepal",
          description: `A team in ${cityList}, working with clients near and far.`,
          icon: MapPin,
        },
        {
          title: "Nepali and English",
          description: "We write, design and talk with you in whichever language suits your customers.",
          icon: Languages,
        },
      ],
    },
  } satisfies StoryContent,

  stats: {
    title: `${site.name} in numbers`,
    items: [
      // Within the 50+ projects of the home and story pages: the work clients came back for.
      { value: "10+", label: "Projects Completed for Returning Clients" },
      studioNumbers.satisfaction,
      { value: "24/7", label: "Dedication" },
    ] satisfies Stat[],
  },

  coreValues: {
    eyebrow: "What drives us",
    title: "Core Values",
    intro: "Four ideas guide every project we take on, whatever its size or budget.",
    items: [
      {
        title: "Innovation",
        description:
          "We try new tools and ideas, from AI helpers to faster ways of building, and keep only what helps your business.",
        icon: Lightbulb,
      },
      {
        title: "Passion",
        description:
          "We care about the craft: the spacing, the words and the small details that make a customer trust you.",
        icon: Heart,
      },
      {
        title: "Personal Approach",
        description:
          "No templates, for websites or for people. We learn how your business works and plan around it.",
        icon: HeartHandshake,
      },
      {
        title: "Integrity",
        description:
          "Honest prices, realistic timelines and straight advice, even when that means a smaller project for us.",
        icon: ShieldCheck,
      },
    ] satisfies Feature[],
  },

  approach: {
    eyebrow: "How we work",
    title: "A Fresh Approach",
    steps: [
      {
        title: "Listen First",
        description:
          "Before we suggest anything, we ask about your customers, your goals and your budget, and we really listen to the answers.",
        icon: Ear,
      },
      {
        title: "Agile Solutions",
        description:
          "We work in short rounds and show you progress early, so changes are quick and nothing surprises you at the end.",
        icon: Repeat,
      },
      {
        title: "Hands-on Support",
        description:
          "After launch we stay close: quick fixes, regular updates and simple training, so you can run things yourself.",
        icon: LifeBuoy,
      },
    ] satisfies Feature[],
  },

  audiences: {
    eyebrow: "Who we help",
    title: "Who We Work With",
    intro:
      "People and businesses ready to grow, who want a partner that understands where they are starting from.",
    items: [
      {
        title: "Startups",
        description:
          "A brand and a website that make a new idea look ready for its first customers and investors.",
        icon: Rocket,
      },
      {
        title: "Small Business",
        description:
          "Shops, clinics, hotels and restaurants that want more enquiries without a big-agency bill.",
        icon: Store,
      },
      {
        title: "Local Services",
        description: "Tutors, salons, repair shops and trades who need to show up when people nearby search.",
        icon: MapPin,
      },
      {
        title: "Creative Professionals",
        description:
          "Photographers, designers, musicians and writers who need a portfolio that shows their work at its best.",
        icon: Palette,
      },
    ] satisfies Feature[],
  },

  team: {
    eyebrow: "The people",
    title: "Our Team",
    paragraphs: [
      "We are a small team on purpose. The designer who sketches your home page is the one you talk to on the phone, and the developer who builds it is still here when you need a change.",
      `We have worked remotely from day one, from ${cityList}. It keeps our costs and your prices down, and it has made us good at explaining things clearly over a call or a message.`,
      "And we never stop learning. Platforms, search engines and tools change every few months, so we make time every week to try what is new and keep what works.",
    ],
    aside: {
      title: "What that means for you",
      items: [
        {
          title: "Small by design",
          description: "You work directly with the people doing the work, not with a chain of managers.",
          icon: Users,
        },
        {
          title: "Remote from day one",
          description: "Calls, messages and shared screens that fit around your opening hours.",
          icon: Laptop,
        },
        {
          title: "Constantly learning",
          description: "New skills each month, tested on our own projects before we use them on yours.",
          icon: BookOpen,
        },
      ],
    },
    link: { label: "Join our team", url: "/about/careers" },
  } satisfies StoryContent,

  closing: {
    eyebrow: "Let's talk",
    title: "Ready to build your digital foundation?",
    text: "Tell us where your business is today and where you want it to be. We reply within 24 hours with honest next steps.",
    primary: { label: "Start Your Project", url: contact },
    secondary: { label: "Read Our Story", url: "/about/our-story" },
  } satisfies ClosingContent,
};
