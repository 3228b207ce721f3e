import type { LucideIcon } from "lucide-react";
import {
  BriefcaseBusiness,
  CalendarDays,
  CalendarHeart,
  ClipboardCheck,
  Clock,
  FileText,
  Globe,
  GraduationCap,
  HeartPulse,
  Laptop,
  MapPin,
  MessagesSquare,
  Mountain,
  Send,
  Users,
  Wifi,
} from "lucide-react";
import type { Feature } from "./home";
import { jobTitles } from "./jobTitles";
import { site } from "./site";

/** A job opening (SPEC.md section 3); `id` names its accordion item on the page. */
export type JobOpening = {
  id: string;
  title: string;
  department: string;
  location: string;
  type: string;
  description: string;
  responsibilities: string[];
  requirements: string[];
};

export type CultureFact = { label: string; value: string; icon: LucideIcon };

const officeCities = site.offices.map((office) => office.city);
const nepalOfficeCities = site.offices
  .filter((office) => office.country === "Nepal")
  .map((office) => office.city);
/** "A, B and C" (or "A, B or C"). */
const listOf = (items: readonly string[], conjunction = "and") =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} ${conjunction} ${items.at(-1)}`;

/** The id of the openings section, the target of the hero's link. */
export const OPENINGS_ID = "openings";

export const careersPage = {
  hero: {
    eyebrow: "Careers",
    title: "Do the best work of your career with a small, ambitious team",
    promise: `Join ${site.name} and design, build and market for growing businesses in Nepal and beyond, remote-first, with people who care about craft.`,
    cta: { label: "See Open Roles", url: `#${OPENINGS_ID}` },
  },

  culture: {
    eyebrow: `Life at ${site.name}`,
    title: "A small team where your work is seen",
    paragraphs: [
      `${site.name} began with a few designers and developers who wanted Nepali businesses to have websites and brands as good as anyone's. We have grown to a team of more than ten and still work the same way: small project teams, direct contact with clients, and no layers of approval between a good idea and the people who can act on it.`,
      `We have been remote-first from day one. Some of us work from our offices in ${listOf(officeCities)}, others from home across Nepal and beyond. We write things down, keep meetings short and protect time for focused work.`,
      "Everyone here is still learning. We review each other's work, share what we discover on Friday afternoons, and give people real responsibility early, with someone experienced beside them.",
    ],
    factsTitle: "At a glance",
    facts: [
      { label: "Team", value: "10+ designers, developers and marketers", icon: Users },
      { label: "Offices", value: listOf(officeCities), icon: MapPin },
      { label: "Way of working", value: "Remote-first since day one", icon: Globe },
      { label: "Working week", value: `${site.hours.days}, flexible hours`, icon: CalendarDays },
    ] satisfies CultureFact[],
  },

  benefits: {
    eyebrow: "Benefits",
    title: "What you get from us",
    intro: "A fair salary, reviewed every year, and six things that come with it.",
    items: [
      {
        title: "Flexible, remote-first work",
        description:
          "Work from home, a café or one of our offices. We agree a few core hours for calls and trust you with the rest.",
        icon: Laptop,
      },
      {
        title: "Learning budget",
        description:
          "A yearly budget for courses, books and conference tickets, plus Friday afternoons to learn something new.",
        icon: GraduationCap,
      },
      {
        title: "Health insurance",
        description: "Medical cover for you and your immediate family, and paid sick leave when you need it.",
        icon: HeartPulse,
      },
      {
        title: "Time off for festivals",
        description:
          "Paid annual leave and public holidays, with extra days around Dashain and Tihar so you can travel home.",
        icon: CalendarHeart,
      },
      {
        title: "Laptop and internet allowance",
        description:
          "A good laptop, the software licences you need, and a monthly allowance for a reliable connection.",
        icon: Wifi,
      },
      {
        title: "Team retreats",
        description:
          "Twice a year the whole team meets in person to plan, celebrate and spend a few days in the hills together.",
        icon: Mountain,
      },
    ] satisfies Feature[],
  },

  openings: {
    eyebrow: "Open positions",
    title: "Current openings",
    intro: "Open a role to see what you would do, what we are looking for and how to apply.",
    responsibilitiesTitle: "Responsibilities",
    requirementsTitle: "Requirements",
    apply: "Apply Now",
    /** Completes the Apply Now link's accessible name for screen readers: "Apply Now for {title}". */
    applyFor: "for",
    metaIcons: { department: BriefcaseBusiness, location: MapPin, type: Clock },
    items: [
      {
        id: "senior-ux-ui-designer",
        title: jobTitles.uxUiDesigner,
        department: "Design",
        location: "Remote US/EU",
        type: "Full-time",
        description:
          "Lead the user experience and interface design of our clients' websites and apps, from research and wireframes to polished, accessible screens our developers can build. You will present your work directly to clients and help our younger designers grow.",
        responsibilities: [
          "Run discovery workshops and user interviews, and turn what you learn into sitemaps, user flows and wireframes.",
          "Design responsive, mobile-first interfaces in Figma, from first sketch to developer handoff.",
          "Build and look after the design system and component library we share with our developers.",
          "Present designs to clients, explain the decisions behind them and turn feedback into the next round.",
          "Review the work of junior designers and help them improve through regular, kind critique.",
        ],
        requirements: [
          "5+ years designing websites or apps, with a portfolio that shows your process, not only final screens.",
          "Expert use of Figma: auto layout, components, variables and prototyping.",
          "Working knowledge of WCAG accessibility and of how HTML and CSS bring a design to life.",
          "Clear written and spoken English; you are at ease leading a client call.",
          "At least three hours a day of overlap with our team in Nepal (UTC+5:45).",
        ],
      },
      {
        id: "full-stack-developer",
        title: jobTitles.fullStackDeveloper,
        department: "Engineering",
        location: "Remote Worldwide",
        type: "Full-time",
        description:
          "Build fast, accessible websites and web apps for our clients, from the React front end to the APIs, databases and hosting behind it. You will own features from start to finish and work closely with our designers.",
        responsibilities: [
          "Build responsive front ends in React and TypeScript from our designers' Figma files.",
          "Design APIs and databases, and integrate services such as eSewa, Khalti and WhatsApp Business.",
          "Keep every site quick on mid-range Android phones and patchy mobile data.",
          "Set up deployments, hosting, backups and monitoring for client projects.",
          "Review code, write tests and document your work so any teammate can pick it up.",
        ],
        requirements: [
          "3+ years building production web applications.",
          "Strong TypeScript and React, plus Node.js and a relational database such as PostgreSQL or MySQL.",
          "Comfortable with Git, code review and automated testing.",
          "Care for performance, accessibility and the basics of SEO.",
          "Good written English and the habit of communicating clearly in a remote team.",
          "Experience with Nepali payment gateways is a plus, not a must.",
        ],
      },
      {
        id: "digital-marketing-specialist",
        title: jobTitles.digitalMarketer,
        department: "Marketing",
        location: "Hybrid",
        type: "Full-time",
        description: `Plan and run the social media, search and messaging campaigns that bring our clients real enquiries and sales. Hybrid: part of the week with the team in our ${listOf(nepalOfficeCities, "or")} office, the rest from home.`,
        responsibilities: [
          "Plan monthly content calendars and run clients' Facebook, Instagram and TikTok pages.",
          "Set up and optimise paid campaigns on Meta and Google Ads within agreed budgets.",
          "Improve clients' local SEO and Google Business Profiles so they show up on Search and Maps.",
          "Run email and WhatsApp campaigns, from segmenting contacts to writing the messages.",
          "Report monthly on visits, enquiries and sales in plain language, and suggest what to try next.",
        ],
        requirements: [
          "2+ years in digital marketing, at an agency or in-house.",
          "Hands-on experience with Meta Business Suite, Google Ads and Google Analytics 4.",
          "Excellent written English and Nepali; your posts sound natural in both.",
          "At ease with numbers: you can read a report and explain what it means for a business.",
          `Based in, or willing to move to, ${listOf(nepalOfficeCities, "or")}.`,
        ],
      },
    ] satisfies JobOpening[],
  },

  hiring: {
    eyebrow: "How we hire",
    title: "Three steps, and an answer at every one",
    steps: [
      {
        title: "Apply",
        description:
          "Send your CV with a portfolio, GitHub or campaign you are proud of. We read every application and reply within a week.",
        icon: Send,
      },
      {
        title: "Meet the team",
        description:
          "A relaxed 45-minute video call with two of us about your experience, what you want to learn and how we work.",
        icon: MessagesSquare,
      },
      {
        title: "Paid task and offer",
        description:
          "A short, paid task close to real client work, reviewed together with you. A decision follows within a week.",
        icon: ClipboardCheck,
      },
    ] satisfies Feature[],
  },

  cta: {
    eyebrow: "Open applications",
    title: "Don't see your role?",
    text: "We are always glad to hear from designers, developers, writers and marketers. Send us your CV and tell us what you would love to work on.",
    primary: { label: "Submit Your Resume", url: "/contact" },
    icon: FileText,
  },
};
