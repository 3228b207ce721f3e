import { PageHero } from "~/components/PageHero";
import { pages } from "~/content/pages";
import { exactly, metaFor } from "~/lib/pagePath";
import { pageMeta } from "~/lib/seo";

export const handle = exactly(pages.faq.path);

export const meta = metaFor(handle, () => pageMeta(pages.faq));

// Placeholder until the page's sections are built (issue 4).
export default function Faq() {
  return <PageHero eyebrow="Sathi Digital" title={pages.faq.title} intro={pages.faq.description} />;
}
