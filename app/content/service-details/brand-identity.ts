import type { ServiceDetailsContent } from "../serviceTypes";

/** Brand Identity on /services: what is included and how we work. */
const details: ServiceDetailsContent = {
  description:
    "A complete identity that brings your positioning, tone of voice and visual style together, so your shop, website and social pages feel like one business. Ideal when you are launching, rebranding or have outgrown a logo made in a hurry.",
  features: [
    {
      title: "Positioning",
      description: "A clear statement of who you serve, what you promise and why you are the better choice.",
    },
    {
      title: "Visual system",
      description: "Logo, colours, typography, photo style and graphic patterns designed to work as a set.",
    },
    {
      title: "Tone of voice",
      description:
        "How your brand sounds in English and Nepali, with example sentences your team can follow.",
    },
    {
      title: "Brand guidelines",
      description: "A practical guidebook for staff, printers and any designer who works with you later.",
    },
    {
      title: "Everyday templates",
      description: "Business cards, letterheads, invoices and social post templates, ready to use.",
    },
  ],
  process: [
    {
      title: "Discovery workshop",
      description:
        "We talk through your history, customers, values and plans with the people who run the business.",
    },
    {
      title: "Market review",
      description: "We study how others in your field present themselves and where you can differ.",
    },
    {
      title: "Brand strategy",
      description: "Positioning, personality and key messages are written down and agreed.",
    },
    {
      title: "Identity design",
      description:
        "We design the visual system and show it on real items, from signboards to Instagram posts.",
    },
    {
      title: "Guidelines and templates",
      description: "Everything is documented and turned into files your team can use every day.",
    },
    {
      title: "Rollout",
      description: "We help you switch signs, profiles and printed materials over in a sensible order.",
    },
  ],
};

export default details;
