import { ArrowRight, Check } from "lucide-react";
import type { careersPage, JobOpening } from "~/content/careers";
import { applyUrl } from "~/lib/apply";
import { FadeIn } from "./FadeIn";
import { AccordionItem } from "./ui/accordion";
import { Button } from "./ui/button";
import { Section, SectionHeader } from "./ui/section";
import { localHref } from "~/lib/localHref";

type Copy = typeof careersPage.openings;

type JobOpeningsProps = {
  /** The section's id, the target of the hero's "See Open Roles" link. */
  id: string;
  copy: Copy;
};

/**
 * The open roles as a single-open, collapsible accordion. All roles start closed, so the three
 * titles and their facts are seen together before one is read in full.
 */
export function JobOpenings({ id, copy }: JobOpeningsProps) {
  const titleId = `${id}-title`;
  return (
    // Focusable so that following the hero's link to #openings moves keyboard focus here too.
    <Section id={id} tabIndex={-1} aria-labelledby={titleId} className="outline-none">
      <SectionHeader id={titleId} eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
      <FadeIn as="ul" className="space-y-4">
        {copy.items.map((job) => (
          <AccordionItem
            key={job.id}
            id={job.id}
            name="openings"
            title={job.title}
            meta={<JobFacts job={job} icons={copy.metaIcons} />}
          >
            <JobDetails job={job} copy={copy} />
          </AccordionItem>
        ))}
      </FadeIn>
    </Section>
  );
}

/**
 * Department, location, type, and the hours and salary band where set, as small tags (inside the
 * trigger button: phrasing content only).
 */
function JobFacts({ job, icons }: { job: JobOpening; icons: Copy["metaIcons"] }) {
  const facts = (["department", "location", "type", "hours", "salary"] as const).flatMap((key) => {
    const value = job[key];
    return value ? [{ key, value, icon: icons[key] }] : [];
  });
  return (
    <span className="flex flex-wrap gap-2">
      {facts.map(({ key, value, icon: Icon }) => (
        <span
          key={key}
          className="inline-flex items-center gap-1.5 rounded-full bg-muted px-3 py-1 text-sm font-medium text-muted-foreground"
        >
          <Icon aria-hidden="true" className="size-4 text-brand" strokeWidth={1.75} />
          {value}
        </span>
      ))}
    </span>
  );
}

function JobDetails({ job, copy }: { job: JobOpening; copy: Copy }) {
  const lists = [
    { title: copy.responsibilitiesTitle, items: job.responsibilities },
    { title: copy.requirementsTitle, items: job.requirements },
  ];
  return (
    <div className="pt-2">
      <p className="max-w-3xl leading-relaxed text-muted-foreground md:text-lg">{job.description}</p>
      <div className="mt-8 grid gap-8 md:grid-cols-2 md:gap-12">
        {lists.map((list) => (
          <div key={list.title}>
            <h4 className="text-sm font-bold uppercase tracking-[0.14em] text-accent-text">{list.title}</h4>
            <ul className="mt-4 space-y-3">
              {list.items.map((item) => (
                <li key={item} className="flex gap-3 leading-relaxed">
                  <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" strokeWidth={2.25} />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <Button asChild size="lg" className="mt-9 w-full sm:w-auto">
        <a href={localHref(applyUrl(job.id))}>
          {copy.apply}
          <span className="sr-only">
            {" "}
            {copy.applyFor} {job.title}
          </span>
          <ArrowRight aria-hidden="true" />
        </a>
      </Button>
    </div>
  );
}
