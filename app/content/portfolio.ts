import type { ClientId } from "./clients";
import { findClient } from "./clientLookup";

/** The portfolio's categories, in the filter's order after All (SPEC.md sections 2 and 9). */
export const portfolioCategories = [
  "Web Design",
  "Branding",
  "Web Development",
  "UI/UX Design",
  "Marketing",
] as const;
export type PortfolioCategory = (typeof portfolioCategories)[number];

/**
 * A project's artwork. The project's own images live at `{base}-{800,1600}.{avif,webp}` and
 * `{base}-1600.jpg` (DECISIONS.md 11, made by scripts/make-media.sh).
 */
export type ProjectArtwork = { base: string; alt: string; width: number; height: number };

/** A portfolio project (SPEC.md section 3) with its case study. */
export type PortfolioProject = {
  id: number;
  title: string;
  description: string;
  category: PortfolioCategory;
  /** The result in one short line, under the title on cards (home, portfolio, service pages). */
  headline: string;
  /** The image URL (SPEC.md section 3): the project's own artwork; an external URL also works. */
  image: string;
  artwork: ProjectArtwork;
  link: string;
  /** Who the work was for: the client list holds its name, town and brand colours. */
  client: ClientId;
  challenge: string;
  work: string[];
  result: string;
  outcomes: { value: string; label: string }[];
};

const artwork = (id: number, alt: string): ProjectArtwork => ({
  base: `/portfolio/project-${id}`,
  alt,
  width: 1600,
  height: 1000,
});

const shopClient = findClient("himali-loom");
const lenderClient = findClient("tusa-finance");
const blogClient = findClient("bato");
const appClient = findClient("ginti");
const restaurantClient = findClient("dhuwa-momo");

/** The five projects, with the ids of the spec (1, 2, 4, 5 and 6: there is no project 3). */
export const projects: PortfolioProject[] = [
  {
    id: 1,
    title: "E-commerce Platform Redesign",
    description:
      "A mobile-first online shop for a Palpa handicraft brand: dhaka, pashmina and felt from 40 family workshops, ordered in three taps.",
    category: "Web Design",
    headline: "Orders up 2.5× in three months",
    image: "/portfolio/project-1-1600.jpg",
    artwork: artwork(
      1,
      `The ${shopClient.name} online shop on a desktop browser and a phone: a 'Handwoven in Palpa' banner over a stack of dhaka cloth, a grid of dhaka topi, pashmina shawls and singing bowls with prices, and a cart button, in madder red, marigold and walnut brown.`,
    ),
    link: "/portfolio/1",
    client: "himali-loom",
    challenge: `${shopClient.name} sold beautiful handwoven goods through an old website that took nine seconds to open on a phone, hid prices two taps deep and lost orders in Facebook messages.`,
    work: [
      "Reorganised the catalogue into five clear collections with filters.",
      "Redrew the shop's mark as a dhaka-weave lattice that stays crisp as a phone icon.",
      "Designed mobile-first product pages with the price, sizes and stock up front.",
      "Built a cart that sends the order to the shop's WhatsApp or takes a wallet payment.",
      "Compressed every photo and served the shop as fast, pre-rendered pages.",
      "Trained the team to add products and publish offers themselves.",
    ],
    result:
      "The new shop opens in under two seconds on a 4G phone, and orders arrive complete, with sizes and addresses, instead of scattered across message threads.",
    outcomes: [
      { value: "1.6 s", label: "to open on a 4G phone" },
      { value: "2.5×", label: "orders in the first three months" },
      { value: "40", label: "family workshops selling online" },
    ],
  },
  {
    id: 2,
    title: "Financial Service Brand Identity",
    description:
      "A warm, trustworthy identity for a microfinance company that helps families in Lumbini Province save and borrow.",
    category: "Branding",
    headline: "12 branches rebranded in four weeks",
    image: "/portfolio/project-2-1600.jpg",
    artwork: artwork(
      2,
      `The ${lenderClient.name} brand sheet: a teal coin-and-sprout logo on deep pine green, four colour swatches with their names and hex codes, an 'Aa' type specimen, app icons, business cards and a savings card.`,
    ),
    link: "/portfolio/2",
    client: "tusa-finance",
    challenge: `${lenderClient.name} had a name people liked but a look borrowed from every bank in the country: customers at its rural branches could not tell its leaflets from a competitor's.`,
    work: [
      "Ran workshops with staff and customers on what trust looks like to them.",
      "Drew a coin-and-sprout mark that reads as an app icon and on a branch signboard.",
      "Set a pine and teal palette, type and a tone of voice in Nepali and English.",
      "Designed business cards, savings cards, app icons and branch signs.",
      "Wrote a brand guide the in-house team can follow without us.",
    ],
    result:
      "The identity rolled out across every branch and the mobile app within a month, and the guide keeps each new leaflet and post on brand.",
    outcomes: [
      { value: "12", label: "branches rebranded" },
      { value: "4 weeks", label: "from first sketch to rollout" },
      { value: "1", label: "guide for every future design" },
    ],
  },
  {
    id: 4,
    title: "Travel Blog Platform",
    description:
      "A fast, beautiful blog for trekking stories from across Nepal, with a publishing workflow its editors enjoy.",
    category: "Web Development",
    headline: "80% more search visits in six months",
    image: "/portfolio/project-4-1600.jpg",
    artwork: artwork(
      4,
      `The ${blogClient.name} travel blog on a desktop browser and a phone: an article headed 'Sunrise over Poon Hill' under a flat illustration of snowy Himalayan peaks at dawn, with story cards tagged by reading time.`,
    ),
    link: "/portfolio/4",
    client: "bato",
    challenge: `The ${blogClient.name} team wrote great trekking stories, but their old blog crawled on mountain connections and publishing a post with photos took an afternoon.`,
    work: [
      "Built a static site that pre-renders every story and opens on a weak signal.",
      "Served every photo at the right size and format for each screen.",
      "Designed story cards with destination, trek and reading-time tags.",
      "Set up a simple workflow for editors: write, add photos, publish.",
      "Added structured data so search engines understand every article.",
    ],
    result:
      "Stories now open in about a second, editors publish in minutes, and search visits grew as Google began showing the articles with rich results.",
    outcomes: [
      { value: "1.1 s", label: "median page load" },
      { value: "10 min", label: "to publish a story" },
      { value: "+80%", label: "search visits in six months" },
    ],
  },
  {
    id: 5,
    title: "SaaS Dashboard Redesign",
    description:
      "A clearer dashboard for an invoicing app, so shop and café owners see their month at a glance.",
    category: "UI/UX Design",
    headline: "45% fewer support questions",
    image: "/portfolio/project-5-1600.jpg",
    artwork: artwork(
      5,
      `The ${appClient.name} invoicing dashboard in violet on a dark ink background: a sidebar, four key-number cards with sparklines, a revenue line chart, a weekly sign-ups bar chart and a recent-invoices table.`,
    ),
    link: "/portfolio/5",
    client: "ginti",
    challenge: `${appClient.name}'s customers, mostly shop and café owners, found the old dashboard crowded: twelve charts, no priorities, and the one number they cared about hidden in a menu.`,
    work: [
      "Interviewed and observed twelve customers at work.",
      "Rebuilt the dashboard around four key numbers.",
      "Designed readable revenue and sign-up charts with Nepali month names.",
      "Created a component library the developers could ship quickly.",
      "Tested the design with customers on phones and laptops before launch.",
    ],
    result:
      "Customers find what they came for in seconds; questions to support about the dashboard fell, and more invoices are sent from it each week.",
    outcomes: [
      { value: "4", label: "key numbers instead of 12 charts" },
      { value: "−45%", label: "support questions about the dashboard" },
      { value: "12", label: "customers interviewed" },
    ],
  },
  {
    id: 6,
    title: "Restaurant Promotional Campaign",
    description: `A playful social media campaign that filled a ${restaurantClient.town} momo restaurant on its quietest day of the week.`,
    category: "Marketing",
    headline: "Friday lunch covers tripled",
    image: "/portfolio/project-6-1600.jpg",
    artwork: artwork(
      6,
      `Social media posts for ${restaurantClient.name} in chilli red, turmeric and charcoal: a square 'Buy 1, get 1 free' Friday offer over a plate of momos, a 'Jhol momo is back' post and a phone story with a bamboo steamer and an 'Order now' button.`,
    ),
    link: "/portfolio/6",
    client: "dhuwa-momo",
    challenge: `${restaurantClient.name} was full at weekends and empty at Friday lunchtime, and its Instagram account had not posted in two months.`,
    work: [
      "Designed a 'Buy 1, get 1 free' Friday lunch offer around real sales data.",
      "Made square posts and stories in the restaurant's own colours and voice.",
      "Planned and scheduled a month of posts in advance.",
      "Linked WhatsApp ordering from every post.",
      "Reported reach, saves and orders every week.",
    ],
    result:
      "Friday lunch went from the quietest service of the week to one of the busiest, and many of the new followers now order regularly.",
    outcomes: [
      { value: "3×", label: "Friday lunch covers" },
      { value: "+2,300", label: "new followers" },
      { value: "30", label: "posts in the first month" },
    ],
  },
];

export const portfolioPage = {
  hero: {
    eyebrow: "Portfolio",
    title: "Our Creative Portfolio",
    promise: "Websites, brands and campaigns we have made for businesses like yours, and what they changed.",
    cta: { label: "Start Your Project", url: "/contact" },
  },
  gridTitle: "Selected work",
  filterLabel: "Filter projects by category",
  all: "All",
  results: (count: number) => `${count} ${count === 1 ? "project" : "projects"}`,
  viewProject: "View Project",
  closing: {
    id: "portfolio-cta-title",
    title: "Ready to Start Your Project?",
    text: "Tell us what you have in mind. We reply within 24 hours with ideas, a timeline and an honest price.",
    primary: { label: "Get in Touch", url: "/contact" },
  },
};

export const projectPage = {
  /** A case study's page title. */
  metaTitle: (title: string, category: string) => `${title}: ${category} Case Study | Sathi Digital`,
  heroCta: { label: "Start a Similar Project", url: "/contact" },
  clientLabel: "Client",
  categoryLabel: "Category",
  challengeTitle: "The challenge",
  workTitle: "What we did",
  resultTitle: "The result",
  outcomesTitle: "In numbers",
  moreTitle: "More projects",
  back: { label: "All projects", url: "/portfolio" },
  closing: {
    title: "Want results like these?",
    text: "Tell us about your business and what you want to change. We reply within 24 hours.",
    primary: { label: "Start Your Project", url: "/contact" },
    secondary: { label: "Back to Portfolio", url: "/portfolio" },
  },
};
