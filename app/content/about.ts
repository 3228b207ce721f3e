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

/** A person on /about's team: the portrait is an illustration (public/team/), never a photo. */
export type TeamMember = {
  name: string;
  role: string;
  /** Where they work from: the team has been remote from day one. */
  town: string;
  /** One line about them. */
  note: string;
  portrait: { src: string; alt: string };
};

/** /about's 'Our Team': the story and its points, the people, and the founder's signed note. */
export type TeamContent = StoryContent & {
  peopleLabel: string;
  people: TeamMember[];
  founderNote: { title: string; paragraphs: string[]; name: string; role: string };
};

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
    peopleLabel: "The people you will work with",
    /** Each portrait is drawn by scripts/make-portraits.mjs, in the file its `portrait` names. */
    people: [
      {
        name: "Aarati Joshi",
        role: "Founder & Creative Director",
        town: "Kathmandu",
        note: "Still sketches every first idea on paper before anyone opens a laptop.",
        portrait: { src: "/team/aarati-joshi.svg", alt: "Illustrated portrait of Aarati Joshi" },
      },
      {
        name: "Prakash Rai",
        role: "Lead Designer",
        town: "Butwal",
        note: "Tests every layout on the cheapest phone in the office first.",
        portrait: { src: "/team/prakash-rai.svg", alt: "Illustrated portrait of Prakash Rai" },
      },
      {
        name: "Sujata Karki",
        role: "Front-end Developer",
        town: "Kathmandu",
        note: "Makes pages open fast on a weak signal halfway up a hill.",
        portrait: { src: "/team/sujata-karki.svg", alt: "Illustrated portrait of Sujata Karki" },
      },
      {
        name: "Kiran Poudel",
        role: "Full-stack Developer",
        town: "Bangalore",
        note: "Builds the shops, forms and dashboards behind the pages.",
        portrait: { src: "/team/kiran-poudel.svg", alt: "Illustrated portrait of Kiran Poudel" },
      },
      {
        name: "Rojina Pandey",
        role: "Content Writer, English & Nepali",
        town: "Butwal",
        note: "Writes the words your customers read, in the language they think in.",
        portrait: { src: "/team/rojina-pandey.svg", alt: "Illustrated portrait of Rojina Pandey" },
      },
      {
        name: "Nabin Adhikari",
        role: "SEO & Ads Specialist",
        town: "Butwal",
        note: "Reads search reports so you do not have to, and explains them in plain words.",
        portrait: { src: "/team/nabin-adhikari.svg", alt: "Illustrated portrait of Nabin Adhikari" },
      },
      {
        name: "Dipesh Lama",
        role: "Social Media Designer",
        town: "Kathmandu",
        note: "Plans a month of posts and reels before the first one goes out.",
        portrait: { src: "/team/dipesh-lama.svg", alt: "Illustrated portrait of Dipesh Lama" },
      },
      {
        name: "Sarita Bhandari",
        role: "Project Manager",
        town: "Kathmandu",
        note: "Keeps every project on its dates and every client in the loop.",
        portrait: { src: "/team/sarita-bhandari.svg", alt: "Illustrated portrait of Sarita Bhandari" },
      },
    ],
    founderNote: {
      title: "A note from our founder",
      paragraphs: [
        "I started this studio because I kept meeting good businesses that nobody could find online, and agencies that were too big or too busy to help them.",
        "We have stayed small on purpose. The people you meet on the first call are the people who design, write and build your project, and they will still be here when you need a change next year.",
        "If anything we make for you ever lets you down, write to me directly. I read every message.",
      ],
      name: "Aarati Joshi",
      role: "Founder & Creative Director",
    },
  } satisfies TeamContent,

  closing: {
    eyebrow: "Let's talk",
    title: "Ready to build your digital foundation?",
    text: "Tell us where your business is today and where you want it to be. We reply within 24 hours with honest next steps.",
    primary: { label: "Start Your Project", url: contact },
    secondary: { label: "Read Our Story", url: "/about/our-story" },
  } satisfies ClosingContent,
};
