import { PageHero } from "~/components/PageHero";
import { pages } from "~/content/pages";
import { exactly, metaFor } from "~/lib/pagePath";
import { pageMeta } from "~/lib/seo";

export const handle = exactly(pages.careers.path);

export const meta = metaFor(handle, () => pageMeta(pages.careers));

// Placeholder until the page's sections are built (issue 4).
export default function Careers() {
  return <PageHero eyebrow="Sathi Digital" title={pages.careers.title} intro={pages.careers.description} />;
}
