import { TrendingUp } from "lucide-react";
import { selectedWork } from "~/content/home";
import { clientPlace } from "~/content/clientLookup";
import type { PortfolioProject } from "~/content/portfolio";
import { clientOf, projectsWithIds } from "~/content/projectLookup";
import { artworkFile } from "./ProjectPicture";
import { Container } from "./ui/container";
import { MoreWorkLink, WorkSectionHeader } from "./WorkSectionHeader";
import { localHref } from "~/lib/localHref";

const TITLE_ID = "selected-work-title";

/**
 * The home page's strip of case studies, right after the hero (pre-rendered: routes/home.tsx). It
 * starts on the first screen (issue 33): on a phone its heading is short (the intro and the way
 * to the whole portfolio follow the list), and from 1280px the heading stands beside the cards.
 */
export function SelectedWork() {
  const { eyebrow, title, intro, more, projectIds } = selectedWork;
  return (
    <section
      aria-labelledby={TITLE_ID}
      className="bg-background pt-7 pb-16 md:py-16 xl:py-20"
      data-tone="default"
    >
      <Container className="xl:grid xl:grid-cols-[15rem_1fr] xl:items-start xl:gap-10">
        <WorkSectionHeader
          id={TITLE_ID}
          eyebrow={eyebrow}
          title={title}
          intro={intro}
          more={more}
          className="mb-4 md:mb-10 xl:mb-0 xl:flex-col xl:items-start xl:justify-start xl:[&_h2]:text-[2rem] max-sm:[&_h2+p]:hidden"
          moreClassName="max-md:hidden"
        />
        <WorkTiles projects={projectsWithIds(projectIds)} firstOnScreen />
        <MoreWorkLink more={more} className="mt-8 md:hidden" />
      </Container>
    </section>
  );
}

/**
 * Case studies as tiles: one column, two from 640px (the third centred alone), three from 1024px.
 * `firstOnScreen`: the first tile's artwork is on the first screen (the home page), loaded at once.
 */
export function WorkTiles({
  projects,
  firstOnScreen = false,
}: {
  projects: PortfolioProject[];
  firstOnScreen?: boolean;
}) {
  return (
    <ul className="grid gap-10 sm:grid-cols-2 sm:gap-x-6 lg:grid-cols-3">
      {projects.map((project, index) => (
        // The third sits alone on a tablet's second row: centred, as wide as one column.
        <li
          key={project.id}
          className={
            index === 2 ? "sm:max-lg:col-span-2 sm:max-lg:mx-auto sm:max-lg:w-[calc(50%-0.75rem)]" : undefined
          }
        >
          <WorkTile project={project} first={firstOnScreen && index === 0} />
        </li>
      ))}
    </ul>
  );
}

/** One case study: its artwork clean, the client, the title (the link) and the result. */
function WorkTile({ project, first }: { project: PortfolioProject; first: boolean }) {
  const { artwork } = project;
  return (
    <article className="group relative">
      <div className="overflow-hidden rounded-lg border border-border bg-muted shadow-sm transition-shadow duration-300 group-hover:shadow-lg">
        {/* One AVIF at 800px: the home page's weight before its video counts every file an image
            may fetch, and three pictures in two formats would double it. */}
        <img
          src={artworkFile(artwork, 800, "avif")}
          alt={artwork.alt}
          width={artwork.width}
          height={artwork.height}
          // The first is on the first screen: fetched at once, the others when near.
          loading={first ? "eager" : "lazy"}
          decoding="async"
          className="block aspect-[16/10] w-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03]"
        />
      </div>
      <p className="mt-5 text-sm font-semibold text-muted-foreground">{clientPlace(clientOf(project))}</p>
      <h3 className="mt-1.5 text-xl leading-snug font-bold">
        <a
          href={localHref(project.link)}
          className="after:absolute after:inset-0 after:rounded-lg group-hover:underline group-hover:decoration-2 group-hover:underline-offset-4 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-4 focus-visible:after:outline-ring"
        >
          {project.title}
        </a>
      </h3>
      <p className="mt-3 flex items-center gap-2 text-sm font-semibold">
        <TrendingUp aria-hidden="true" className="size-4 shrink-0 text-accent-text" />
        {project.headline}
      </p>
    </article>
  );
}
