import { PageHero } from "~/components/PageHero";
import { pages } from "~/content/pages";
import { exactly, metaFor } from "~/lib/pagePath";
import { pageMeta } from "~/lib/seo";

export const handle = exactly(pages.testimonials.path);

export const meta = metaFor(handle, () => pageMeta(pages.testimonials));

// Placeholder until the page's sections are built (issue 4).
export default function Testimonials() {
  return (
    <PageHero
      eyebrow="Sathi Digital"
      title={pages.testimonials.title}
      intro={pages.testimonials.description}
    />
  );
}
