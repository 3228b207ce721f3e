import type { ServiceDetailsContent } from "../serviceTypes";

/** Website Design on /services: what is included and how we work. */
const details: ServiceDetailsContent = {
  description:
    "A custom website built for your business, not a template with your logo dropped in. We design mobile-first pages that explain what you do in seconds and make it easy to call, message or visit. A basic business site usually launches in 2-4 weeks.",
  features: [
    {
      title: "Mobile-first layouts",
      description:
        "Every page is designed on a phone screen first, because that is where most visitors will see it.",
    },
    {
      title: "Quick on mobile data",
      description: "Compressed images and lean code, so pages open quickly even on a patchy 4G signal.",
    },
    {
      title: "Nepali and English pages",
      description:
        "Content in one or both languages, with Devanagari text that displays cleanly on every device.",
    },
    {
      title: "One-tap contact",
      description:
        "Call, WhatsApp and Viber buttons on every page, so customers reach you on the app they already use.",
    },
    {
      title: "Maps and directions",
      description:
        "Your Google Maps location, opening hours and directions built in, so nearby customers find your door.",
    },
    {
      title: "Updates without a developer",
      description: "Change prices, photos and notices yourself through a simple editor.",
    },
  ],
  process: [
    {
      title: "Discovery call",
      description: "We talk through your business, your customers and what a visitor should do on the site.",
    },
    {
      title: "Sitemap and content plan",
      description: "We agree which pages you need and who writes the text and gathers the photos for each.",
    },
    {
      title: "Design preview",
      description:
        "You review the home page and one key inner page on your own phone before we design the rest.",
    },
    {
      title: "Build",
      description: "We code the pages and connect your enquiry form, map and messaging buttons.",
    },
    {
      title: "Real-device testing",
      description: "Every page is checked on budget Android phones, iPhones and slow connections.",
    },
    {
      title: "Launch and handover",
      description:
        "We connect your domain, set up visitor analytics and show you how to make everyday changes.",
    },
  ],
};

export default details;
