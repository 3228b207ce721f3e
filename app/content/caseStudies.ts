import studies from "content:portfolio";
import { fromFile, type PortfolioProject } from "./portfolio";

/**
 * The case studies, each whole, for their own pages (content/{en,ne}/portfolio/ID.md). A module of
 * their own: the pages with cards (/portfolio, the home page) carry the cards only (portfolio.ts).
 */
export type CaseStudy = PortfolioProject & {
  challenge: string;
  work: string[];
  result: string;
  outcomes: { value: string; label: string }[];
};

export const caseStudies: CaseStudy[] = studies.map(fromFile);
