import type { ServiceDetailsContent } from "../serviceTypes";

/** Logo & Identity on /services: what is included and how we work. */
const details: ServiceDetailsContent = {
  description:
    "A distinctive logo and the basic visual kit around it: colours, fonts and versions for every place your name appears. Designed to work as a shop signboard, a Facebook profile picture, a rubber stamp and a browser icon alike.",
  features: [
    {
      title: "Original concepts",
      description: "Directions drawn from your own story, never a stock icon placed next to your name.",
    },
    {
      title: "A version for every use",
      description: "Full, stacked and icon-only logos, in colour and in single-colour black or white.",
    },
    {
      title: "Colours and fonts",
      description: "A small palette and type pairing that work in both English and Devanagari.",
    },
    {
      title: "Print and screen files",
      description:
        "Vector files for printers and sign makers, plus PNG and SVG for websites and social media.",
    },
    {
      title: "One-page usage guide",
      description: "Spacing, minimum sizes and common mistakes, so the logo looks right wherever it goes.",
    },
  ],
  process: [
    {
      title: "Brief",
      description: "We ask about your business, your customers and the feeling the logo should carry.",
    },
    {
      title: "Research",
      description: "We look at your competitors and local visual culture to find room to stand out.",
    },
    {
      title: "Sketching",
      description: "Many rough ideas are drawn and narrowed down to the strongest few.",
    },
    {
      title: "Concept presentation",
      description: "You see two or three concepts mocked up on signs, cards and social profiles.",
    },
    {
      title: "Refinement",
      description: "We polish the chosen direction through focused rounds of your feedback.",
    },
    {
      title: "Final files",
      description: "You receive the full logo set, colour codes, fonts and the usage guide.",
    },
  ],
};

export default details;
