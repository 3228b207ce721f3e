import type { PageEntry } from "./pages";
import { siteRegistry } from "./registry";
import { servicePages } from "./servicePages";

// Readers of the registry, apart from its data: a Nepali build swaps pages.ts and portfolio.ts
// for their ne/ twins (vite.config.ts, localeContent), and reads the service pages in Nepali.

/** The link text of a page in the menus and the footer. */
export const linkLabel = (page: PageEntry) => page.label ?? page.name;

export const { findServicePage, servicePagePaths, sitePages, pagePaths, pageAt } = siteRegistry(servicePages);
