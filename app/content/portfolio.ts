import cards from "content:portfolio/cards";
import { categories } from "content:portfolioCategories";
import caseStudy from "content:caseStudyPage";
import { closing, gridTitle, hero } from "content:portfolioPage";
import type { ClientId } from "./clients";
import { findClient } from "./clientLookup";
import { portfolioCopy, projectCopy } from "./portfolioCopy";

/** A category's name, as the filter's chip and the cards show it. */
export type PortfolioCategory = string;

/** The portfolio's categories, in the filter's order after All (SPEC.md sections 2 and 9). */
export const portfolioCategories: PortfolioCategory[] = categories.map((category) => category.name);

/**
 * A project's artwork. The project's own images live at `{base}-{800,1600}.{avif,webp}` and
 * `{base}-1600.jpg` (DECISIONS.md 11, made by media/make-media.sh).
 */
export type ProjectArtwork = { base: string; alt: string; width: number; height: number };

/** A portfolio project (SPEC.md section 3) with its case study. */
export type PortfolioProject = {
  id: number;
  title: string;
  description: string;
  category: PortfolioCategory;
  /** The result in one short line, under the title on cards (home, portfolio, service pages). */
  headline: string;
  /** The image URL (SPEC.md section 3): the project's own artwork; an external URL also works. */
  image: string;
  artwork: ProjectArtwork;
  link: string;
  /** Who the work was for: the client list holds its name, town and brand colours. */
  client: ClientId;
};

const categoryNames = new Map(categories.map((category) => [category.id, category.name]));

/**
 * A case study as its file has it, with its category's name and its id: the number of its page
 * (`link`, /portfolio/7, which the schema checks), not its file's name, which the CMS makes from
 * the title of a case study added there.
 */
export function fromFile<T extends { id: string; category: string; client: string; link: string }>({
  id: file,
  category,
  ...study
}: T) {
  const name = categoryNames.get(category);
  if (!name) throw new Error(`Case study ${file}: no category ${category}`);
  findClient(study.client);
  return { ...study, id: Number(study.link.slice(study.link.lastIndexOf("/") + 1)), category: name };
}

/** Case studies in the order of their numbers, whatever their files' names. */
export const byNumber = (a: { id: number }, b: { id: number }) => a.id - b.id;

/**
 * The projects as cards show them (/portfolio, the home page, service pages): a view of the case
 * studies without their stories, so the pages' scripts carry no more than the cards.
 */
export const projects: PortfolioProject[] = /* @__PURE__ */ cards.map(fromFile).sort(byNumber);

/** /portfolio's copy (content/{en,ne}/portfolio-page.yaml) and its interface's words (portfolioCopy.ts). */
export const portfolioPage = {
  hero,
  gridTitle,
  ...portfolioCopy,
  closing: { id: "portfolio-cta-title", ...closing },
};

/** A case study's page: its interface's words, its button and closing (content/{en,ne}/case-study-page.yaml). */
export const projectPage = { ...projectCopy, heroCta: caseStudy.cta, closing: caseStudy.closing };
