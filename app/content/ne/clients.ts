/**
 * Nepali of ../clients.ts. The client list is content/ne/clients.yaml: the clients' names are
 * their brands and stay in Latin letters exactly as in English (they are in LATIN_ALLOWED,
 * ./latin.mjs); towns and industries are in Nepali, the industries short, as the chips of the
 * testimonials page's "व्यवसायअनुसार" filter. Palette colours carry the names a Nepali brand
 * sheet would give them (मजिठो is the madder dye of Palpa's dhaka, टुसा is what Tusa means); their
 * hex values are written once, in the English file.
 */
import { clients as entries } from "content:clients";
import type { Client } from "../clients";

/**
 * The client list, read here rather than re-exported from ../clients: this module stands for
 * ../clients wherever Nepali is built (builder/vite/locale-content.ts; ./translations.test.ts).
 */
export const clients: Client[] = entries;

/** Words said about a client wherever its name appears. */
export const clientCopy = {
  /** The link from a client's words to its case study. */
  caseStudyLink: (name: string) => `${name} को केस स्टडी पढ्नुहोस्`,
};
