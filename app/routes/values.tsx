import { CardGrid } from "~/components/CardGrid";
import { CtaBanner } from "~/components/CtaBanner";
import { PageHero } from "~/components/PageHero";
import { PracticeColumns } from "~/components/PracticeColumns";
import { StorySection } from "~/components/StorySection";
import { valuesPage } from "~/content/values";
import { aboutMeta } from "~/content/meta/about";
import { valuesMeta } from "~/content/meta/values";
import { exactly, metaFor } from "~/lib/pagePath";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

export const handle = exactly(valuesMeta.path);

export const meta = metaFor(handle, () => [
  ...pageMeta(valuesMeta),
  breadcrumbJsonLd([aboutMeta, valuesMeta]),
]);

export default function Values() {
  const { hero, values, practice, responsibility, closing } = valuesPage;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.promise} cta={hero.cta} />
      <CardGrid id="values-title" {...values} />
      <PracticeColumns id="practice-title" tone="muted" {...practice} />
      <StorySection id="responsibility-title" tone="surface" {...responsibility} />
      <CtaBanner id="values-cta-title" {...closing} />
    </>
  );
}
