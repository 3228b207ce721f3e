import { siteRegistry } from "../app/content/registry";
import { readContent } from "../scripts/content/load";

/**
 * The service pages and the site registry, as the pages have them: the specs run without the
 * build's content plugin (`import data from "content:NAME"`), so they read the content files here.
 */
export const servicePages = await readContent("services");

export const { findServicePage, servicePagePaths, sitePages, pagePaths, pageAt } = siteRegistry(servicePages);
