import type { LucideIcon } from "lucide-react";
import { type ClientId } from "./clients";
import { type CaseStudyLink, caseStudyLink, clientPlace, findClient } from "./clientLookup";
import {
  BadgeCheck,
  Clock,
  Code2,
  Eye,
  HeartHandshake,
  LifeBuoy,
  MessagesSquare,
  Palette,
  Rocket,
  SearchCheck,
  ShieldCheck,
  Smartphone,
  Sprout,
  TrendingUp,
  Users,
  Wallet,
} from "lucide-react";

export type Feature = { title: string; description: string; icon: LucideIcon };
export type Stat = { value: string; label: string };
export type CarouselTestimonial = {
  quote: string;
  name: string;
  position: string;
  client: ClientId;
  /** The client's name and town, from the client list. */
  company: string;
  /** Optional photo URL; avatars show the first letter of the name (DECISIONS.md 14). */
  image?: string;
  rating: number;
  /** The link to the client's case study, where there is one. */
  caseStudy?: CaseStudyLink;
};

export const hero = {
  eyebrow: "Digital studio from Nepal",
  title: "Websites, brands and campaigns that grow Nepali businesses",
  promise:
    "We design, build and market your business online, so more of the right people find you, trust you and get in touch.",
  primary: { label: "Start Your Project", url: "/contact" },
  secondary: { label: "See What We Do", url: "/services" },
  highlightsTitle: "At a glance",
  highlights: [
    { value: "24h", label: "Reply to every enquiry" },
    { value: "2-4 weeks", label: "To launch a business website" },
    { value: "3", label: "Countries with clients" },
  ] satisfies Stat[],
  video: {
    webm: "/media/hero-loop.webm",
    mp4: "/media/hero-loop.mp4",
    poster: "/media/hero-poster.webp",
    fallback: "Your browser does not support the video tag.",
    pauseLabel: "Pause background video",
  },
};

/** The strip of case studies right after the hero: the work first (issue 25). */
export const selectedWork = {
  eyebrow: "Selected work",
  title: "Recent work, and what it changed",
  intro: "A shop, a brand and a campaign for businesses like yours, each with the result it brought.",
  /** Ids of the projects shown (content/portfolio.ts), in order: one of each kind of work. */
  projectIds: [1, 2, 6],
  more: { label: "See all our work", url: "/portfolio" },
};

export const servicesTeaser = {
  eyebrow: "What we do",
  title: "Everything your business needs to look good and get found",
  intro:
    "One small team for your website, your brand and your marketing, so nothing gets lost between agencies.",
  /** The services it shows, by their ids (content/en/services/<id>.md: their home page `teaser`). */
  serviceIds: ["website-design", "branding", "social-media", "content-writing", "SEO"],
  more: { label: "Explore all services", url: "/services" },
  cardLink: "Learn more",
};

export const process = {
  eyebrow: "How we work",
  title: "A clear process, from first call to long after launch",
  steps: [
    {
      title: "Discovery",
      description: "We learn your business, your customers and your goals before we design anything.",
      icon: SearchCheck,
    },
    {
      title: "Design",
      description: "You see real layouts and brand work early, and your feedback shapes every round.",
      icon: Palette,
    },
    {
      title: "Development",
      description: "We build with modern, fast code that works on every phone and browser.",
      icon: Code2,
    },
    {
      title: "Testing",
      description: "Every page is checked on real devices and slow connections before anyone sees it.",
      icon: ShieldCheck,
    },
    {
      title: "Launch",
      description: "We go live, connect your domain, analytics and Google listing, and train your team.",
      icon: Rocket,
    },
    {
      title: "Support",
      description: "We stay on call for updates, fixes and new ideas as your business grows.",
      icon: LifeBuoy,
    },
  ] satisfies Feature[],
};

export const whyChooseUs = {
  eyebrow: "Why choose us",
  title: "A small team that treats your business like its own",
  points: [
    {
      title: "Built for local customers",
      description: "We design for how people in Nepal actually browse: on phones, on mobile data.",
      icon: Smartphone,
    },
    {
      title: "Fair, clear pricing",
      description: "Packages for startups and small businesses, with payment plans when you need them.",
      icon: Wallet,
    },
    {
      title: "Quick replies",
      description: "Standard requests are answered within 24 hours, critical issues within 4.",
      icon: Clock,
    },
    {
      title: "One team, every skill",
      description: "Design, development, writing and marketing under one roof and one conversation.",
      icon: Users,
    },
    {
      title: "Results you can measure",
      description: "Clear reports on visits, enquiries and sales, not vanity numbers.",
      icon: TrendingUp,
    },
    {
      title: "You own everything",
      description: "Your domain, your files, your accounts. No lock-in, ever.",
      icon: BadgeCheck,
    },
  ] satisfies Feature[],
  promisesTitle: "Our promises to you",
  promises: [
    {
      title: "Personalized Approach",
      description: "No templates dressed up as custom work. Every plan starts from your goals and budget.",
      icon: HeartHandshake,
    },
    {
      title: "Complete Transparency",
      description: "You see the timeline, the costs and the progress at every step, in plain language.",
      icon: Eye,
    },
    {
      title: "Long-term Success",
      description: "We measure ourselves by how your business is doing a year after launch.",
      icon: Sprout,
    },
  ] satisfies Feature[],
};

/**
 * The studio's numbers, worded once so that every band that shows them agrees: the home page, the
 * story page and the about page (SPEC.md section 1).
 */
export const studioNumbers = {
  years: { value: "1+", label: "Years in Business" },
  projects: { value: "50+", label: "Projects Completed" },
  team: { value: "10+", label: "Team Members" },
  satisfaction: { value: "100%", label: "Client Satisfaction" },
  countries: { value: "3", label: "Countries with Clients" },
} satisfies Record<string, Stat>;

export const stats = {
  title: "Small studio, real numbers",
  items: [studioNumbers.years, studioNumbers.projects, studioNumbers.team, studioNumbers.satisfaction],
};

/** A carousel testimonial as written here; the company and case study come from its client. */
type CarouselSource = Omit<CarouselTestimonial, "company" | "caseStudy">;

function carouselItem(source: CarouselSource): CarouselTestimonial {
  const client = findClient(source.client);
  return { ...source, company: clientPlace(client), caseStudy: caseStudyLink(client) };
}

export const homeTestimonials = {
  eyebrow: "Client stories",
  title: "What our clients say",
  previous: "Previous testimonial",
  next: "Next testimonial",
  goTo: "Show testimonial",
  /** Each slide's name for screen readers: "2 of 3". */
  slideLabel: (position: number, count: number) => `${position} of ${count}`,
  ratingLabel: "out of 5 stars",
  items: (
    [
      {
        quote:
          "Our new shop opens in under two seconds on a phone, and orders arrive complete instead of scattered across messages. The team explained every step and never made us feel lost.",
        name: "Sushma Thapa",
        position: "Owner",
        client: "himali-loom",
        rating: 5,
      },
      {
        quote:
          "They gave us a brand that finally looks as trustworthy as the work we do. Customers at every branch recognise us now, and the guide keeps each new leaflet on brand.",
        name: "Rajesh Shrestha",
        position: "Managing Director",
        client: "tusa-finance",
        rating: 5,
      },
      {
        quote:
          "Our stories open in about a second, even on a mountain connection, and publishing one takes ten minutes instead of an afternoon. Search visits keep climbing.",
        name: "Maya Tamang",
        position: "Editor",
        client: "bato",
        rating: 5,
      },
    ] satisfies CarouselSource[]
  ).map(carouselItem),
};

export const contactCta = {
  eyebrow: "Let's talk",
  title: "Ready to grow your business online?",
  text: "Tell us about your project. We reply within 24 hours with honest advice, whether or not you hire us.",
  primary: { label: "Get a Free Consultation", url: "/contact" },
  secondary: { label: "Compare Plans", url: "/plans" },
  icon: MessagesSquare,
};

export const locations = {
  eyebrow: "Where we are",
  title: "Offices in Butwal, Kathmandu and Bangalore",
  text: "Meet us in person or online. Our team works across Nepal and India, and with clients in three countries.",
};
