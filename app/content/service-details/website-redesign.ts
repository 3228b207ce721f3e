import type { ServiceDetailsContent } from "../serviceTypes";

/** Website Redesign on /services: what is included and how we work. */
const details: ServiceDetailsContent = {
  description:
    "Your current site looks dated, loads slowly or simply brings in no enquiries. We keep what already works, like your domain, your Google visibility and your best content, and rebuild the rest around what customers need today.",
  features: [
    {
      title: "Plain-language audit",
      description: "A review of speed, mobile use, search visibility and content before anything is changed.",
    },
    {
      title: "Content carried across",
      description: "Useful pages, photos and blog posts are moved over, so nothing valuable is lost.",
    },
    {
      title: "Redirects that protect search traffic",
      description:
        "Old page addresses point to their new versions, so Google results and saved links keep working.",
    },
    {
      title: "A look that matches your business now",
      description:
        "Fresh layouts that reflect how much your business has grown since the first site went up.",
    },
    {
      title: "Clearer routes to an enquiry",
      description: "Forms, booking links and message buttons moved to where visitors actually look for them.",
    },
  ],
  process: [
    {
      title: "Audit",
      description:
        "We measure how your current site performs on phones, speed and search, and share what we find.",
    },
    {
      title: "Keep, fix or cut",
      description: "Together we decide which pages stay, which need rewriting and which can go.",
    },
    {
      title: "Redesign key pages",
      description: "New layouts for your most visited pages, reviewed by you on desktop and mobile.",
    },
    {
      title: "Rebuild and migrate",
      description: "We build the new site and move your content, images and page addresses across.",
    },
    {
      title: "Map redirects",
      description: "Every old URL is matched to its new home and tested before the switch.",
    },
    {
      title: "Switch and watch",
      description:
        "We go live with minimal downtime and keep an eye on traffic and search results afterwards.",
    },
  ],
};

export default details;
