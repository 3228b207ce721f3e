import { PageHero } from "~/components/PageHero";
import { pages } from "~/content/pages";
import { exactly, metaFor } from "~/lib/pagePath";
import { pageMeta } from "~/lib/seo";

export const handle = exactly(pages.values.path);

export const meta = metaFor(handle, () => pageMeta(pages.values));

// Placeholder until the page's sections are built (issue 4).
export default function Values() {
  return <PageHero eyebrow="Sathi Digital" title={pages.values.title} intro={pages.values.description} />;
}
