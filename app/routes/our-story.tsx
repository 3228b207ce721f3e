import { CtaBanner } from "~/components/CtaBanner";
import { PageHero } from "~/components/PageHero";
import { StatsBand } from "~/components/StatsBand";
import { Timeline } from "~/components/Timeline";
import { VisionMission } from "~/components/VisionMission";
import { storyPage } from "~/content/story";
import { aboutMeta } from "~/content/meta/about";
import { ourStoryMeta } from "~/content/meta/our-story";
import { exactly, metaFor } from "~/lib/pagePath";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

export const handle = exactly(ourStoryMeta.path);

export const meta = metaFor(handle, () => [
  ...pageMeta(ourStoryMeta),
  breadcrumbJsonLd([aboutMeta, ourStoryMeta]),
]);

export default function OurStory() {
  const { hero, timeline, stats, purpose, closing } = storyPage;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.promise} cta={hero.cta} />
      <Timeline id="timeline-title" tone="muted" {...timeline} />
      <StatsBand id="story-stats-title" {...stats} />
      <VisionMission id="purpose-title" tone="surface" {...purpose} />
      <CtaBanner id="story-cta-title" {...closing} />
    </>
  );
}
