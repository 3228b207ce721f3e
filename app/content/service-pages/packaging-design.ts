import { Box, Gift, Leaf, Plane, Printer, Tag } from "lucide-react";
import type { ServicePageContent } from "../serviceTypes";

/** /services/PackagingDesign: the page's copy and icons (its paths and meta tags are in ../servicePages.ts). */
export default {
  title: "Packaging that sells from the shelf",
  intro:
    "On a shop shelf or a marketplace listing, your packaging has a second or two to win a buyer over. We design labels, boxes and bags for Nepali producers that look the part, protect the product and carry the information buyers and retailers expect.",
  capabilitiesTitle: "What we design for your product",
  capabilities: [
    {
      title: "Labels and stickers",
      description:
        "Clear, bilingual labels for jars, bottles and pouches, with room for ingredients, weight and dates.",
      icon: Tag,
    },
    {
      title: "Boxes and cartons",
      description: "Structure and artwork for folding boxes, sleeves and shipping cartons.",
      icon: Box,
    },
    {
      title: "Gift and festival packs",
      description: "Special editions for Dashain, Tihar, weddings and souvenir shoppers.",
      icon: Gift,
    },
    {
      title: "Packaging for export",
      description: "Designs that tell your product's Nepali origin clearly to buyers and shoppers abroad.",
      icon: Plane,
    },
    {
      title: "Natural materials",
      description: "Lokta paper, kraft board, cloth pouches and other materials that suit handmade goods.",
      icon: Leaf,
    },
    {
      title: "Print production support",
      description:
        "Dielines, colour proofs and liaison with your printer, so the final run matches the design.",
      icon: Printer,
    },
  ],
  closing: {
    title: "Let's get your product noticed",
    text: "Send us a photo of your product and tell us where it is sold. We will come back with ideas that fit your budget and print run.",
    cta: { label: "Start Your Project", url: "/contact" },
  },
} satisfies ServicePageContent;
