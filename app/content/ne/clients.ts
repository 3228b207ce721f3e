/**
 * Nepali of ../clients.ts.
 * The clients' names are their brands and stay in Latin letters exactly as in English (they are in
 * LATIN_ALLOWED, ./latin.mjs); towns and industries are in Nepali. The industries are the chips of
 * the testimonials page's "व्यवसायअनुसार" filter, so they are short labels. Palette colours carry
 * the names a Nepali brand sheet would give them (मजिठो is the madder dye of Palpa's dhaka, टुसा
 * is what Tusa means); their hex values are the English ones.
 */
import type { Client } from "../clients";

export const clients = [
  {
    id: "himali-loom",
    name: "Himali Loom",
    town: "बुटवल",
    industry: "खुद्रा व्यापार",
    palette: [
      { name: "मजिठो रातो", hex: "#a62b1f" },
      { name: "सयपत्री", hex: "#e8a13a" },
      { name: "ओखर", hex: "#3a2418" },
      { name: "नरंगाएको ऊन", hex: "#f4ecdf" },
    ],
    caseStudy: "/portfolio/1",
  },
  {
    id: "tusa-finance",
    name: "Tusa Finance",
    town: "बुटवल",
    industry: "वित्तीय सेवा",
    palette: [
      { name: "गाढा सल्लो", hex: "#0b3b36" },
      { name: "टुसा टिल", hex: "#0e9f8e" },
      { name: "कलिलो पात", hex: "#8fe3c4" },
      { name: "पाकेको धान", hex: "#f2b84b" },
    ],
    caseStudy: "/portfolio/2",
  },
  {
    id: "bato",
    name: "bato.",
    town: "पोखरा",
    industry: "यात्रा र मिडिया",
    palette: [
      { name: "साँझ", hex: "#2d2440" },
      { name: "फेवा", hex: "#2f7f86" },
      { name: "बिहानी", hex: "#f29e4c" },
      { name: "हिउँ", hex: "#f6f1ea" },
    ],
    caseStudy: "/portfolio/4",
  },
  {
    id: "ginti",
    name: "ginti",
    town: "काठमाडौं",
    industry: "सफ्टवेयर",
    palette: [
      { name: "ginti बैजनी", hex: "#6e3be6" },
      { name: "मसी", hex: "#1b1530" },
      { name: "हल्का बैजनी", hex: "#ebe4fc" },
      { name: "पुदिना", hex: "#1fa888" },
    ],
    caseStudy: "/portfolio/5",
  },
  {
    id: "dhuwa-momo",
    name: "Dhuwa Momo",
    town: "बुटवल",
    industry: "खानपान",
    palette: [
      { name: "खुर्सानी", hex: "#d2461e" },
      { name: "बेसार", hex: "#f2a93b" },
      { name: "कोइला", hex: "#2a1e1a" },
      { name: "बाफ", hex: "#fff4e6" },
    ],
    caseStudy: "/portfolio/6",
  },
  {
    id: "lens-and-light",
    name: "Lens & Light Studio",
    town: "काठमाडौं",
    industry: "सिर्जनात्मक सेवा",
    palette: [
      { name: "डार्करूम", hex: "#1d1b1a" },
      { name: "सुनौलो घाम", hex: "#e4a53a" },
      { name: "फिल्मी टिल", hex: "#2e6f73" },
      { name: "कागज", hex: "#f3eee6" },
    ],
  },
] as const satisfies readonly Client[];

/** Words said about a client wherever its name appears. */
export const clientCopy = {
  /** The link from a client's words to its case study. */
  caseStudyLink: (name: string) => `${name} को केस स्टडी पढ्नुहोस्`,
};
