/**
 * The studio's clients: every client the site names (testimonials, the home carousel, case
 * studies, sample logos) is one entry here, so its name, town and brand never differ between
 * pages (DECISIONS.md 22). Other modules refer to a client by its id and take the rest from here.
 */

/** One colour of a client's own brand, as its brand sheet names it. */
export type BrandColour = { name: string; hex: `#${string}` };

export type Client = {
  id: string;
  name: string;
  town: string;
  /** The kind of business: the testimonials page groups stories by it. */
  industry: string;
  /** Three or four colours of the client's own brand: its artwork and logo use these, never the
   * studio's navy and crimson (docs/DESIGN.md). */
  palette: BrandColour[];
  /** The case study we wrote about the work, if there is one (a project's `link`). */
  caseStudy?: string;
};

export const clients = [
  {
    id: "himali-loom",
    name: "Himali Loom",
    town: "Butwal",
    industry: "Retail",
    palette: [
      { name: "Madder Red", hex: "#a62b1f" },
      { name: "Marigold", hex: "#e8a13a" },
      { name: "Walnut", hex: "#3a2418" },
      { name: "Undyed Wool", hex: "#f4ecdf" },
    ],
    caseStudy: "/portfolio/1",
  },
  {
    id: "tusa-finance",
    name: "Tusa Finance",
    town: "Butwal",
    industry: "Financial Services",
    palette: [
      { name: "Deep Pine", hex: "#0b3b36" },
      { name: "Sprout Teal", hex: "#0e9f8e" },
      { name: "New Leaf", hex: "#8fe3c4" },
      { name: "Grain Gold", hex: "#f2b84b" },
    ],
    caseStudy: "/portfolio/2",
  },
  {
    id: "bato",
    name: "bato.",
    town: "Pokhara",
    industry: "Travel & Media",
    palette: [
      { name: "Dusk", hex: "#2d2440" },
      { name: "Phewa", hex: "#2f7f86" },
      { name: "Sunrise", hex: "#f29e4c" },
      { name: "Snow", hex: "#f6f1ea" },
    ],
    caseStudy: "/portfolio/4",
  },
  {
    id: "ginti",
    name: "ginti",
    town: "Kathmandu",
    industry: "Software",
    palette: [
      { name: "Ginti Violet", hex: "#6e3be6" },
      { name: "Ink", hex: "#1b1530" },
      { name: "Lilac", hex: "#ebe4fc" },
      { name: "Mint", hex: "#1fa888" },
    ],
    caseStudy: "/portfolio/5",
  },
  {
    id: "dhuwa-momo",
    name: "Dhuwa Momo",
    town: "Butwal",
    industry: "Food & Beverage",
    palette: [
      { name: "Chilli", hex: "#d2461e" },
      { name: "Turmeric", hex: "#f2a93b" },
      { name: "Charcoal", hex: "#2a1e1a" },
      { name: "Steam", hex: "#fff4e6" },
    ],
    caseStudy: "/portfolio/6",
  },
  {
    id: "lens-and-light",
    name: "Lens & Light Studio",
    town: "Kathmandu",
    industry: "Creative Services",
    palette: [
      { name: "Darkroom", hex: "#1d1b1a" },
      { name: "Golden Hour", hex: "#e4a53a" },
      { name: "Film Teal", hex: "#2e6f73" },
      { name: "Paper", hex: "#f3eee6" },
    ],
  },
] as const satisfies readonly Client[];

export type ClientId = (typeof clients)[number]["id"];

/** Words said about a client wherever its name appears. */
export const clientCopy = {
  /** The link from a client's words to its case study. */
  caseStudyLink: (name: string) => `Read the ${name} case study`,
};
