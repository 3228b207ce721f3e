import { CardGrid } from "~/components/CardGrid";
import { CtaBanner } from "~/components/CtaBanner";
import { ValuesIllustration } from "~/components/hero-visuals/Illustrations";
import { PageHero } from "~/components/PageHero";
import { PracticeColumns } from "~/components/PracticeColumns";
import { StorySection } from "~/components/StorySection";
import { valuesPage } from "~/content/values";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { pages } from "~/content/pages";

export const meta = () => [...pageMeta(pages.values), breadcrumbJsonLd([pages.about, pages.values])];

export default function Values() {
  const { hero, values, practice, responsibility, closing } = valuesPage;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.promise}
        cta={hero.cta}
        visual={<ValuesIllustration />}
      />
      <CardGrid id="values-title" {...values} />
      <PracticeColumns id="practice-title" tone="muted" {...practice} />
      <StorySection id="responsibility-title" tone="surface" {...responsibility} />
      <CtaBanner id="values-cta-title" {...closing} />
    </>
  );
}
