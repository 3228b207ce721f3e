import type { ServiceDetailsContent } from "../serviceTypes";

/** Packaging Design on /services: what is included and how we work. */
const details: ServiceDetailsContent = {
  description:
    "Packaging that stands out on a crowded shelf, survives the courier and tells buyers what is inside at a glance. For tea and coffee producers, food brands, cosmetics makers and craft exporters selling in Nepal or abroad.",
  features: [
    {
      title: "Shelf-ready designs",
      description: "Boxes, pouches, labels and jars designed to hold their own next to imported brands.",
    },
    {
      title: "Bilingual labels",
      description: "Nepali and English text laid out cleanly, with room for ingredients, weight and dates.",
    },
    {
      title: "Printer-ready artwork",
      description:
        "Dielines and files prepared for local printers, so colours and folds come out as planned.",
    },
    {
      title: "Festival and gift editions",
      description: "Seasonal sleeves and gift boxes for Dashain, Tihar and the tourist season.",
    },
    {
      title: "Natural materials",
      description: "Advice on lokta paper, kraft card and other materials that suit handmade products.",
    },
  ],
  process: [
    {
      title: "Product brief",
      description: "We learn about the product, where it is sold and who picks it up.",
    },
    {
      title: "Shelf research",
      description: "We look at competing packs in shops, supermarkets and online marketplaces.",
    },
    {
      title: "Structure and materials",
      description: "We choose formats and materials that protect the product and fit your budget.",
    },
    {
      title: "Design concepts",
      description:
        "Two or three directions are shown as 3D mock-ups, so you can judge them as a shopper would.",
    },
    {
      title: "Printed sample",
      description: "A physical prototype lets you check size, colour and feel before the full run.",
    },
    {
      title: "Print handoff",
      description: "Final artwork goes to your printer and we check the proof with you.",
    },
  ],
};

export default details;
