import { PageHero } from "~/components/PageHero";
import { pages } from "~/content/pages";
import { exactly, metaFor } from "~/lib/pagePath";
import { pageMeta } from "~/lib/seo";

export const handle = exactly(pages.ourStory.path);

export const meta = metaFor(handle, () => pageMeta(pages.ourStory));

// Placeholder until the page's sections are built (issue 4).
export default function OurStory() {
  return <PageHero eyebrow="Sathi Digital" title={pages.ourStory.title} intro={pages.ourStory.description} />;
}
