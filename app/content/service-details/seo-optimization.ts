import type { ServiceDetailsContent } from "../serviceTypes";

/** SEO Optimization on /services: what is included and how we work. */
const details: ServiceDetailsContent = {
  description:
    "Help people find you on Google and Google Maps when they search for what you sell. We fix the technical problems holding your site back, improve pages around real searches and strengthen your local listing, with honest monthly reporting and no ranking guarantees.",
  features: [
    {
      title: "Technical audit",
      description: "Speed, mobile usability, indexing and broken links checked and then fixed.",
    },
    {
      title: "Keyword research",
      description: "The words people in your area actually type, including Romanised Nepali spellings.",
    },
    {
      title: "On-page improvements",
      description: "Titles, headings, descriptions and body text improved one page at a time.",
    },
    {
      title: "Google Business Profile",
      description: "Your Maps listing completed with photos, hours, categories and regular updates.",
    },
    {
      title: "Listings and reviews",
      description:
        "Consistent details in local directories and a simple routine for asking happy customers to review you.",
    },
    {
      title: "Monthly reporting",
      description: "Search visibility, clicks and calls from Google, explained without jargon.",
    },
  ],
  process: [
    {
      title: "Crawl and audit",
      description: "We scan your site and check how Google currently sees it.",
    },
    {
      title: "Keyword map",
      description: "We choose the searches that matter for each service and location you cover.",
    },
    {
      title: "Technical fixes",
      description:
        "Speed, structure and indexing problems are fixed first, because everything else depends on them.",
    },
    {
      title: "Page improvements",
      description: "We strengthen existing pages and write new ones for priority searches.",
    },
    {
      title: "Local presence",
      description: "We build up your Maps listing, directory entries and customer reviews.",
    },
    {
      title: "Measure and repeat",
      description: "A monthly report tracks progress and sets the next round of work.",
    },
  ],
};

export default details;
