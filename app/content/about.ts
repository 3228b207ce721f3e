import * as about from "content:about";
import * as team from "content:team";
import type { ClosingContent, PageHeroContent, StoryContent } from "./companyPages";
import { type Stat, studioNumbers } from "./home";

/**
 * A person on /about's team (content/{en,ne}/team.yaml): the portrait is an illustration
 * (public/team/), never a photo.
 */
export type TeamMember = {
  id: string;
  name: string;
  role: string;
  /** Where they work from: the team has been remote from day one. */
  town: string;
  /** One line about them. */
  note: string;
  portrait: { src: string; alt: string };
};

/** /about's 'Our Team': the story and its points, the people, and the founder's signed note. */
export type TeamContent = StoryContent & {
  peopleLabel: string;
  people: TeamMember[];
  founderNote: { title: string; paragraphs: string[]; name: string; role: string };
};

/** Each portrait is drawn by media/make-portraits.mjs, in the file its `portrait` names. */
const people: TeamMember[] = team.people;

const { founder: founderId, ...founderNote } = about.team.founderNote;
const founder = people.find((person) => person.id === founderId);
if (!founder)
  throw new Error(
    `content/en/about.yaml: the founder's note is signed by "${founderId}", who is not in content/en/team.yaml`,
  );

/** Copy of /about: content/{en,ne}/about.yaml, and the people of content/{en,ne}/team.yaml. */
export const aboutPage = {
  hero: about.hero satisfies PageHeroContent,
  beginning: about.beginning satisfies StoryContent,
  // The projects are counted (the case studies), like every page's; the file has the others.
  stats: { ...about.stats, items: [studioNumbers.projects, ...about.stats.items] } satisfies {
    title: string;
    items: Stat[];
  },
  coreValues: about.coreValues,
  approach: about.approach,
  audiences: about.audiences,
  team: {
    ...about.team,
    people,
    founderNote: { ...founderNote, name: founder.name, role: founder.role },
  } satisfies TeamContent,
  closing: about.closing satisfies ClosingContent,
};
