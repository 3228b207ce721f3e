import { FaqBrowser } from "~/components/FaqBrowser";
import { PageHero } from "~/components/PageHero";
import { faqCategories, faqPage } from "~/content/faq";
import { pageHandle } from "~/lib/pageHandle";
import { faqJsonLd, pageMeta } from "~/lib/seo";
import { pages } from "~/content/pages";

export const handle = pageHandle(pages.faq);

export const meta = () => [...pageMeta(pages.faq), faqJsonLd(faqCategories)];

export default function Faq() {
  const { hero } = faqPage;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.promise} cta={hero.cta} />
      <FaqBrowser />
    </>
  );
}
