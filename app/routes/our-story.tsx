import { CtaBanner } from "~/components/CtaBanner";
import { JourneyIllustration } from "~/components/hero-visuals/Illustrations";
import { PageHero } from "~/components/PageHero";
import { StatsBand } from "~/components/StatsBand";
import { Timeline } from "~/components/Timeline";
import { VisionMission } from "~/components/VisionMission";
import { storyPage } from "~/content/story";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { pages } from "~/content/pages";

export const meta = () => [...pageMeta(pages.ourStory), breadcrumbJsonLd([pages.about, pages.ourStory])];

export default function OurStory() {
  const { hero, timeline, stats, purpose, closing } = storyPage;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.promise}
        cta={hero.cta}
        visual={<JourneyIllustration />}
      />
      <Timeline id="timeline-title" tone="muted" {...timeline} />
      <StatsBand id="story-stats-title" {...stats} />
      <VisionMission id="purpose-title" tone="surface" {...purpose} />
      <CtaBanner id="story-cta-title" {...closing} />
    </>
  );
}
