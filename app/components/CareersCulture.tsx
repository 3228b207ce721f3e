import type { careersPage } from "~/content/careers";
import { FadeIn } from "./FadeIn";
import { Section, SectionHeader } from "./ui/section";

type CareersCultureProps = { id: string; copy: typeof careersPage.culture };

/** How the team works, in a few paragraphs, beside the facts a candidate looks for first. */
export function CareersCulture({ id, copy }: CareersCultureProps) {
  return (
    <Section aria-labelledby={id}>
      <div className="grid gap-12 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-7">
          <SectionHeader id={id} eyebrow={copy.eyebrow} title={copy.title} spaced={false} />
          <div className="mt-6 max-w-[65ch] space-y-5 text-lg leading-relaxed text-muted-foreground">
            {copy.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <FadeIn className="lg:col-span-5 lg:pt-10">
          <div className="rounded-lg border border-border bg-surface p-6 shadow-sm md:p-8">
            <h3 className="text-xl font-bold">{copy.factsTitle}</h3>
            <dl className="mt-6 space-y-5">
              {copy.facts.map(({ label, value, icon: Icon }) => (
                // Only dt and dd may sit in a dl's div, so the icon rides in the dt, placed beside both.
                <div key={label} className="relative min-h-11 pl-15">
                  <dt className="text-sm font-semibold text-muted-foreground">
                    <span className="absolute top-0 left-0 grid size-11 place-items-center rounded-md bg-secondary text-brand">
                      <Icon aria-hidden="true" className="size-5" strokeWidth={1.75} />
                    </span>
                    {label}
                  </dt>
                  <dd className="mt-0.5 font-bold">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </FadeIn>
      </div>
    </Section>
  );
}
