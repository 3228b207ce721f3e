import { FaqBrowser } from "~/components/FaqBrowser";
import { PageHero } from "~/components/PageHero";
import { faqCategories, faqPage } from "~/content/faq";
import { faqMeta } from "~/content/meta/faq";
import { exactly, metaFor } from "~/lib/pagePath";
import { faqJsonLd, pageMeta } from "~/lib/seo";

export const handle = exactly(faqMeta.path);

export const meta = metaFor(handle, () => [...pageMeta(faqMeta), faqJsonLd(faqCategories)]);

export default function Faq() {
  const { hero } = faqPage;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.promise} cta={hero.cta} />
      <FaqBrowser />
    </>
  );
}
