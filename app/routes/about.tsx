import { PageHero } from "~/components/PageHero";
import { pages } from "~/content/pages";
import { exactly, metaFor } from "~/lib/pagePath";
import { pageMeta } from "~/lib/seo";

export const handle = exactly(pages.about.path);

export const meta = metaFor(handle, () => pageMeta(pages.about));

// Placeholder until the page's sections are built (issue 4).
export default function About() {
  return <PageHero eyebrow="Sathi Digital" title={pages.about.title} intro={pages.about.description} />;
}
