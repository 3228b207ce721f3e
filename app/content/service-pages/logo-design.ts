import { Palette, PenTool, Printer, Scaling, Share2, Type } from "lucide-react";
import { findClient } from "../clientLookup";
import type { ServicePageContent } from "../serviceTypes";

const loom = findClient("himali-loom");
const lender = findClient("tusa-finance");
const studio = findClient("lens-and-light");

/** /services/logo-design: the page's copy and icons (its paths and meta tags are in ../servicePages.ts). */
export default {
  title: "A logo that works on a signboard and on a phone screen",
  intro:
    "Your logo turns up everywhere: above your shop, on your Facebook page, on receipts, packaging and uniforms. We design original marks that stay clear at any size, in colour or in black and white, and hand over every file you will need.",
  capabilitiesTitle: "What's in your logo package",
  capabilities: [
    {
      title: "Original concepts",
      description: "Two or three distinct directions based on your story, never clip art or stock icons.",
      icon: PenTool,
    },
    {
      title: "A logo for every size",
      description:
        "Full, stacked and icon versions that stay legible from a shop sign down to a browser tab.",
      icon: Scaling,
    },
    {
      title: "Colour palette",
      description: "Primary and supporting colours, with codes for print, screens and signboard paint.",
      icon: Palette,
    },
    {
      title: "Typography",
      description: "Fonts for headings and body text, with a matching Devanagari pairing.",
      icon: Type,
    },
    {
      title: "Print-ready files",
      description: "Vector artwork for sign makers, embroidery, rubber stamps and printers.",
      icon: Printer,
    },
    {
      title: "Social media kit",
      description: "Profile pictures and cover images sized for Facebook, Instagram, TikTok and WhatsApp.",
      icon: Share2,
    },
  ],
  process: {
    title: "Our logo process",
    steps: [
      {
        title: "Discover",
        description:
          "We learn about your business, customers and competitors, and agree what the logo must say.",
      },
      {
        title: "Design",
        description:
          "We sketch widely, then present two or three concepts shown on real signs, cards and profiles.",
      },
      {
        title: "Deliver",
        description:
          "After focused refinement, you receive the final logo set, colours, fonts and a usage guide.",
      },
    ],
  },
  showcase: {
    title: "Sample logos from our studio",
    images: [
      {
        src: "/assets/logos/logo1.png",
        alt: `${loom.name} logo: a diamond lattice in madder red, marigold and walnut brown, a nod to dhaka weave, above the shop's name`,
        width: 600,
        height: 400,
        client: "himali-loom",
      },
      {
        src: "/assets/logos/logo2.png",
        alt: `${lender.name} logo: a teal coin with a two-leaf sprout, beside a rounded pine-green wordmark`,
        width: 600,
        height: 400,
        client: "tusa-finance",
      },
      {
        src: "/assets/logos/logo3.png",
        alt: `${studio.name} logo: a golden camera aperture on a darkroom-black disc, beside a serif wordmark`,
        width: 600,
        height: 400,
        client: "lens-and-light",
      },
    ],
    link: { label: "See more of our work", url: "/portfolio" },
  },
  closing: {
    title: "Let's design your logo",
    text: "Tell us your business name and a little about your customers. We reply within 24 hours to arrange a short brief.",
    cta: { label: "Start Your Logo Project", url: "/contact" },
  },
} satisfies ServicePageContent;
