import type { phoneScreens } from "./schema/services";

/**
 * What the heroes show beside their text (docs/DESIGN.md, "Patterns": a visual of its own): the
 * few words inside the visuals, and the parts of case studies' artwork a phone's screen can show.
 * Which case study a service page's hero shows is its file's (content/en/services/, `visual`). The
 * visuals are drawn by app/components/hero-visuals/.
 */

/** A part of a project's artwork, as fractions of its width and height (0-1), for a frame's screen. */
export type ArtworkCrop = { x: number; y: number; width: number; height: number };

/** The screens a service file's `visual` names: crops of project 6's artwork (the momo campaign). */
export const phoneScreenCrops: Record<(typeof phoneScreens)[number], ArtworkCrop> = {
  /** The feed post. */
  "campaign-post": { x: 0.319, y: 0.064, width: 0.35, height: 0.773 },
  /** The story. */
  "campaign-story": { x: 0.07, y: 0.213, width: 0.185, height: 0.614 },
};

export const heroVisuals = {
  /** Under a service page's artwork: the case study it comes from. */
  caseStudyLabel: "Case study",
  /** On /about/careers, the empty seat among the team's portraits. */
  openSeat: "Your seat",
};

/**
 * The words inside the service pages' drawings (app/components/hero-visuals/ServicePictures.tsx),
 * one group per drawing: short, as on the screen, the sheet or the box drawn. The clients' names
 * and web addresses are theirs (content/en/clients.yaml) and stay as they write them.
 */
export const pictureWords = {
  /** SEO: a search for a hike near Pokhara, the client's article first, and its pin on the map. */
  search: {
    query: "short hikes near Pokhara",
    tabs: ["All", "Maps", "Images"],
    title: "Short hikes around Pokhara",
    area: "Lakeside",
  },
  /** Web redesign: the old shop and the new one in one window, split down the middle. */
  redesign: { before: "Before", after: "After", headline: "Handwoven in Palpa", button: "Shop" },
  /** UI/UX: a wireframe on the design canvas, linked to the screen it became. */
  wireframe: { sketch: "Wireframe", screen: "Design", title: "Invoices", button: "Send" },
  /** Mobile app: a savings app on three phones. */
  app: {
    greeting: "Namaste",
    balanceLabel: "My savings",
    balance: "Rs 12,450",
    goal: "Dashain",
    button: "Add savings",
  },
  /** Content writing: a typeset article in a travel magazine. */
  article: { kicker: "Trail notes", title: "Sunrise over Poon Hill", dropCap: "T", readTime: "8 min read" },
  /** Content strategy: a month's plan of posts, videos and e-mails. */
  calendar: {
    month: "Baisakh",
    days: ["S", "M", "T", "W", "T", "F", "S"],
    kinds: ["Post", "Video", "E-mail"],
  },
  /** Social media: a profile of Reels and Stories on a phone. */
  social: { follow: "Follow", reels: "Reels", offer: "Friday" },
  /** E-mail and WhatsApp marketing: one announcement, as an e-mail and as a broadcast message. */
  broadcast: {
    subject: "Our Dashain collection",
    button: "Shop now",
    message: "New dhaka topi just arrived",
    reply: "What is the price?",
  },
  /** Packaging design: a takeaway box, its sleeve and a sauce pot. */
  pack: { tagline: "Steamed in Butwal", sauce: "Achar" },
  /** Branding: a photography studio's identity on its card, price sheet and bag. */
  identity: { priceList: "Price list" },
  /** Brand strategy: the board of a workshop: who, the promise, the voice, and a map of rivals. */
  strategy: {
    who: "Who it is for",
    promise: "Our promise",
    voice: "How we sound",
    axisX: "Everyday",
    axisY: "Handmade",
  },
  /** Personal branding: a professional's profile and card. */
  profile: { role: "Photographer", connect: "Connect" },
  /** Website design: one website on a laptop and a phone. */
  website: { headline: "Invoices in a minute", button: "Get started" },
};
