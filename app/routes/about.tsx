import { CardGrid } from "~/components/CardGrid";
import { CtaBanner } from "~/components/CtaBanner";
import { PortraitMosaic } from "~/components/hero-visuals/PortraitMosaic";
import { FounderNote } from "~/components/FounderNote";
import { PageHero } from "~/components/PageHero";
import { StatsBand } from "~/components/StatsBand";
import { StepsSection } from "~/components/StepsSection";
import { StorySection } from "~/components/StorySection";
import { TeamPeople } from "~/components/TeamPeople";
import { aboutPage } from "~/content/about";
import { pageMeta } from "~/lib/seo";
import { pages } from "~/content/pages";

export const meta = () => pageMeta(pages.about);

export default function About() {
  const { hero, beginning, stats, coreValues, approach, audiences, team, closing } = aboutPage;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.promise}
        cta={hero.cta}
        visual={<PortraitMosaic people={team.people} />}
      />
      {/* SPEC's order, but on a phone the team comes before the values (DESIGN.md): shown first,
          not moved in the document, which keeps SPEC's order; the sections it passes have nothing
          to focus, so the keyboard's order still follows the eye's. */}
      <div className="flex flex-col md:block">
        <StorySection id="beginning-title" {...beginning} />
        <StatsBand id="about-stats-title" {...stats} />
        <div className="max-md:order-1">
          <CardGrid id="core-values-title" {...coreValues} />
          <StepsSection id="approach-title" {...approach} />
          <CardGrid id="audiences-title" tone="surface" {...audiences} />
        </div>
        <StorySection id="team-title" tone="muted" {...team}>
          <TeamPeople title={team.peopleLabel} people={team.people} />
          <FounderNote
            note={team.founderNote}
            founder={team.people.find((person) => person.name === team.founderNote.name)}
          />
        </StorySection>
        <div className="max-md:order-2">
          <CtaBanner id="about-cta-title" {...closing} />
        </div>
      </div>
    </>
  );
}
