import type { LucideIcon } from "lucide-react";
import { cn } from "~/lib/utils";
import { FadeInItem, FadeInStagger } from "./FadeIn";
import { Section, SectionHeader } from "./ui/section";
import { formatNumber } from "~/lib/formatNumber";

type Step = { title: string; description: string; icon?: LucideIcon };

type StepsSectionProps = {
  id: string;
  eyebrow?: string;
  title: string;
  steps: Step[];
};

/** Numbered steps of a process on the dark band; three, four or six of them. */
export function StepsSection({ id, eyebrow, title, steps }: StepsSectionProps) {
  return (
    <Section tone="inverse" aria-labelledby={id}>
      <SectionHeader id={id} eyebrow={eyebrow} title={title} inverse />
      <FadeInStagger
        as="ol"
        className={cn(
          "grid gap-x-8 gap-y-10 sm:grid-cols-2",
          steps.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3",
        )}
      >
        {steps.map((step, index) => {
          const Icon = step.icon;
          return (
            <FadeInItem
              as="li"
              key={step.title}
              index={index}
              stagger={100}
              className="relative border-t border-white/15 pt-6"
            >
              <div className="flex h-11 items-center gap-4">
                <span className="text-sm font-bold tabular-nums text-inverse-accent">
                  {formatNumber(index + 1, 2)}
                </span>
                {Icon && (
                  <span className="grid size-11 place-items-center rounded-md bg-white/10 text-white">
                    <Icon aria-hidden="true" className="size-5" strokeWidth={1.75} />
                  </span>
                )}
              </div>
              <h3 className="mt-5 text-xl font-bold">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-inverse-muted">{step.description}</p>
            </FadeInItem>
          );
        })}
      </FadeInStagger>
    </Section>
  );
}
