import { useRef } from "react";
import { FaqBrowser, FaqSearch } from "~/components/FaqBrowser";
import { PageHero } from "~/components/PageHero";
import { faqCategories, faqPage } from "~/content/faq";
import { useFaqFilter } from "~/hooks/useFaqFilter";
import { pageHandle } from "~/lib/pageHandle";
import { faqJsonLd, pageMeta } from "~/lib/seo";
import { pages } from "~/content/pages";

export const handle = pageHandle(pages.faq);

export const meta = () => [...pageMeta(pages.faq), faqJsonLd(faqCategories)];

export default function Faq() {
  const { hero } = faqPage;
  // The search is in the hero, the questions it filters below it: one filter for both.
  const filter = useFaqFilter(faqCategories);
  const searchRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.promise} cta={hero.cta}>
        <FaqSearch search={filter.search} onSearch={filter.setSearch} inputRef={searchRef} />
      </PageHero>
      <FaqBrowser {...filter} searchRef={searchRef} />
    </>
  );
}
