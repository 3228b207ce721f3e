import type { Milestone } from "~/content/companyPages";
import { milestoneDate } from "~/content/milestoneDate";
import { cn } from "~/lib/utils";
import { FadeInItem, FadeInStagger } from "./FadeIn";
import { Section, SectionHeader } from "./ui/section";

type TimelineProps = {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  milestones: Milestone[];
  /** How an ongoing milestone ends: "2025 – Present". */
  presentLabel: string;
  tone?: "default" | "muted" | "surface";
};

/**
 * Milestones in order on a vertical line. Phones: the line runs down the left edge and each date
 * sits above its card. From md up the dates have a column of their own, left of the line; on
 * large screens the section's heading stays in view beside the list.
 */
export function Timeline({ id, eyebrow, title, intro, milestones, presentLabel, tone }: TimelineProps) {
  return (
    <Section tone={tone} aria-labelledby={id}>
      <div className="lg:grid lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-16">
        <div className="lg:sticky lg:top-[calc(var(--header-height)+3rem)] lg:self-start">
          <SectionHeader id={id} eyebrow={eyebrow} title={title} intro={intro} />
        </div>
        <FadeInStagger as="ol" className="space-y-8 md:space-y-10">
          {milestones.map((milestone, index) => {
            const { label, dateTime } = milestoneDate(milestone, presentLabel);
            const Icon = milestone.icon;
            return (
              <FadeInItem
                as="li"
                key={milestone.title}
                index={index}
                stagger={100}
                className={cn(
                  "relative pl-14 md:grid md:grid-cols-[10rem_2.5rem_minmax(0,1fr)] md:gap-x-5 md:pl-0",
                  // The line runs from this marker's centre to the next one's, through the gap.
                  "before:absolute before:top-5 before:-bottom-8 before:left-[19px] before:w-0.5 before:bg-brand/20 last:before:hidden",
                  "md:before:top-[38px] md:before:-bottom-10 md:before:left-[calc(11.25rem+19px)]",
                )}
              >
                <p className="mb-2 flex h-10 items-center text-sm font-bold tracking-[0.14em] whitespace-nowrap text-accent-text uppercase md:col-start-1 md:row-start-1 md:mb-0 md:block md:h-auto md:pt-7 md:text-right">
                  <time dateTime={dateTime}>{label}</time>
                </p>
                <span
                  aria-hidden="true"
                  className={cn(
                    "absolute top-0 left-0 z-10 grid size-10 place-items-center rounded-full ring-4 md:static md:col-start-2 md:row-start-1 md:mt-[18px]",
                    tone === "muted" ? "ring-muted" : "ring-background",
                    milestone.ongoing
                      ? "bg-primary text-primary-foreground"
                      : "border border-brand/20 bg-surface text-brand",
                  )}
                >
                  <Icon className="size-5" strokeWidth={1.75} />
                </span>
                <div className="rounded-lg border border-border bg-surface p-6 shadow-sm md:col-start-3 md:row-start-1">
                  <h3 className="text-xl leading-snug font-bold">{milestone.title}</h3>
                  <p className="mt-2 max-w-[65ch] leading-relaxed text-muted-foreground">
                    {milestone.description}
                  </p>
                </div>
              </FadeInItem>
            );
          })}
        </FadeInStagger>
      </div>
    </Section>
  );
}
