import * as careers from "content:careers";
import jobs from "content:jobs";
import type { LucideIcon } from "lucide-react";
import { Banknote, BriefcaseBusiness, Clock, Globe, MapPin } from "lucide-react";
import { type Feature, withStudioNumbers } from "./home";

/** A job opening (SPEC.md section 3): content/{en,ne}/jobs/ID.md; `id` names its accordion item. */
export type JobOpening = {
  id: string;
  title: string;
  department: string;
  location: string;
  type: string;
  /** The time it shares with the team in Nepal, where it works from elsewhere. */
  hours?: string;
  /** Set by the agency, or none. */
  salary?: string;
  description: string;
  responsibilities: string[];
  requirements: string[];
};

export type CultureFact = { label: string; value: string; icon: LucideIcon };

/** The openings, in their order; the text under each file's fields is its description. */
const openings: JobOpening[] = jobs.map((job) => ({
  id: job.id,
  title: job.title,
  department: job.department,
  location: job.location,
  type: job.type,
  hours: job.hours,
  salary: job.salary,
  description: job.body,
  responsibilities: job.responsibilities,
  requirements: job.requirements,
}));

/** The id of the openings section, the target of the hero's link. */
export const OPENINGS_ID = "openings";

/** Copy of /about/careers: content/{en,ne}/careers.yaml, in the language being built. */
export const careersPage = {
  hero: { ...careers.hero, cta: { ...careers.hero.cta, url: `#${OPENINGS_ID}` } },
  culture: {
    ...careers.culture,
    facts: careers.culture.facts.map((fact) => ({
      ...fact,
      value: withStudioNumbers(fact.value),
    })) satisfies CultureFact[],
  },
  benefits: { ...careers.benefits, items: careers.benefits.items satisfies Feature[] },
  openings: {
    ...careers.openings,
    metaIcons: {
      department: BriefcaseBusiness,
      location: MapPin,
      type: Clock,
      hours: Globe,
      salary: Banknote,
    },
    items: openings,
  },
  hiring: { ...careers.hiring, steps: careers.hiring.steps satisfies Feature[] },
  cta: careers.cta,
};
