import type { LucideIcon } from "lucide-react";
import {
  Accessibility,
  BookOpen,
  Briefcase,
  Ear,
  FolderCheck,
  Flag,
  Gem,
  Globe,
  GraduationCap,
  HandHeart,
  Handshake,
  Heart,
  HeartHandshake,
  Languages,
  Laptop,
  Leaf,
  LifeBuoy,
  Lightbulb,
  MapPin,
  Palette,
  Repeat,
  Rocket,
  ShieldCheck,
  Smile,
  Store,
  Target,
  Telescope,
  Users,
} from "lucide-react";
import type { Feature, Stat } from "./home";
import { site } from "./site";

/** Copy of the three company pages: /about, /about/our-story and /about/values. */

export type CallToAction = { label: string; url: string };
export type PageHeroContent = { eyebrow: string; title: string; promise: string; cta: CallToAction };
/** A text section with a card beside it: a few short points with icons. */
export type StoryContent = {
  eyebrow: string;
  title: string;
  paragraphs: string[];
  aside: { title: string; items: Feature[] };
  link?: CallToAction;
};
export type ClosingContent = {
  eyebrow: string;
  title: string;
  text: string;
  primary: CallToAction;
  secondary?: CallToAction;
};

export const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
export type Month = (typeof months)[number];

/** A step of the story (SPEC.md section 3): a month of a year, or a year that runs to the present. */
export type Milestone = {
  year: number;
  month?: Month;
  /** The milestone is still going on: shown as "2025 – Present". */
  ongoing?: boolean;
  title: string;
  description: string;
  icon: LucideIcon;
};

const cities = site.offices.map((office) => office.city);
/** "Butwal, Kathmandu and Bangalore" */
const cityList = `${cities.slice(0, -1).join(", ")} and ${cities.at(-1)}`;

const contact = "/contact";

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
      `${site.name} was founded in ${site.foundingYear} by a small team of designers, developers and writers who kept running into the same problem: good local businesses that were almost invisible online.`,
      "Some had a Facebook page they rarely updated, others a website someone built years ago that nobody could change. Big agencies were out of reach, and quick template sites seldom brought in a single enquiry.",
      "So we set out to be the studio those businesses deserved: one that explains things plainly, charges fairly and is still around long after launch day.",
    ],
    aside: {
      title: "At a glance",
      items: [
        {
          title: `Founded in ${site.foundingYear}`,
          description: "By a small team who wanted to do honest, well-made work for local businesses.",
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
      { value: "10+", label: "Projects Completed" },
      { value: "100%", label: "Client Satisfaction" },
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

export const storyPage = {
  hero: {
    eyebrow: "Our Story",
    title: "From Kathmandu to clients in three countries",
    promise:
      "How a small team grew, one honest project at a time, into a studio trusted by businesses in Nepal and beyond.",
    cta: { label: "Work With Us", url: contact },
  } satisfies PageHeroContent,

  timeline: {
    eyebrow: "Our journey",
    title: "How we got here",
    intro: "Five moments that shaped the studio we are today.",
    presentLabel: "Present",
    // Kathmandu is where the story began, a historical fact rather than an office listing.
    milestones: [
      {
        year: 2024,
        month: "April",
        title: "Founded in Kathmandu",
        description:
          "A handful of designers and developers started working together in Kathmandu with one goal: websites that local businesses could actually use.",
        icon: Flag,
      },
      {
        year: 2024,
        month: "June",
        title: "Our first client",
        description:
          "A family-run business trusted us with its first website. That project taught us more than any course, and we still work together today.",
        icon: Handshake,
      },
      {
        year: 2024,
        month: "September",
        title: "A team of 10",
        description:
          "Word of mouth brought more work than a few people could handle, so we grew to ten across design, development, writing and marketing.",
        icon: Users,
      },
      {
        year: 2024,
        month: "December",
        title: "50+ projects delivered",
        description:
          "By the end of the year we had completed more than 50 projects: websites, logos, social media pages and campaigns.",
        icon: FolderCheck,
      },
      {
        year: 2025,
        ongoing: true,
        title: "Serving clients in 3 countries",
        description: `Today we work with businesses in three countries, from a team spread across ${cityList}.`,
        icon: Globe,
      },
    ] satisfies Milestone[],
  },

  stats: {
    title: "Our story in numbers",
    items: [
      { value: "1+", label: "Years in Business" },
      { value: "50+", label: "Projects Completed" },
      { value: "10+", label: "Team Members" },
      { value: "100%", label: "Client Satisfaction" },
      { value: "3", label: "Countries with Clients" },
    ] satisfies Stat[],
  },

  purpose: {
    eyebrow: "Looking ahead",
    title: "Our vision and mission",
    items: [
      {
        title: "Our Vision",
        statement: "A Nepal where every good business, however small, is found, trusted and chosen online.",
        description:
          "We want a family shop in a small town to compete online on equal terms with a national chain, because what it offers is just as good.",
        icon: Telescope,
      },
      {
        title: "Our Mission",
        statement: "Honest, well-made websites, brands and marketing at prices small businesses can afford.",
        description:
          "And the know-how to run them: every project ends with training and simple notes, so our clients never depend on us for everyday changes.",
        icon: Target,
      },
    ],
  },

  closing: {
    eyebrow: "Your turn",
    title: "Let's write the next chapter together",
    text: "Whether you are opening your first shop or growing a business you have run for years, we would love to hear your story.",
    primary: { label: "Start Your Journey", url: contact },
    secondary: { label: "Our Values", url: "/about/values" },
  } satisfies ClosingContent,
};

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
export function milestoneDate(milestone: Milestone): { label: string; dateTime: string } {
  const { year, month, ongoing } = milestone;
  if (ongoing) return { label: `${year} – ${storyPage.timeline.presentLabel}`, dateTime: String(year) };
  if (!month) return { label: String(year), dateTime: String(year) };
  const monthNumber = String(months.indexOf(month) + 1).padStart(2, "0");
  return { label: `${month} ${year}`, dateTime: `${year}-${monthNumber}` };
}
