/**
 * The studio's clients: every client the site names (testimonials, the home carousel, case
 * studies, sample logos) is one entry of content/{en,ne}/clients.yaml, so its name, town and
 * brand never differ between pages (DECISIONS.md 22). Other modules refer to a client by its id
 * and take the rest from there (./clientLookup.ts).
 */
import { clients as entries } from "content:clients";
import type { Content } from "./schema/collections";

/** A client: its name, town and industry, its brand's colours and its case study, if any. */
export type Client = Content<"clients">["clients"][number];

/** One colour of a client's own brand, as its brand sheet names it. */
export type BrandColour = Client["palette"][number];

/** A client's id, as content names it: an id no client has stops the build (findClient). */
export type ClientId = string;

/** The client list, in the language being built. */
export const clients: Client[] = entries;

/** Words said about a client wherever its name appears. */
export const clientCopy = {
  /** The link from a client's words to its case study. */
  caseStudyLink: (name: string) => `Read the ${name} case study`,
};
