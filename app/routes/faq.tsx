import { FaqExplorer } from "~/components/FaqBrowser";
import { Island } from "~/components/Island";
import { faqCategories } from "~/content/faq";
import { pages } from "~/content/pages";
import { faqJsonLd, pageMeta } from "~/lib/seo";

export const meta = () => [...pageMeta(pages.faq), faqJsonLd(faqCategories)];

export default function Faq() {
  return <Island component={FaqExplorer} />;
}
