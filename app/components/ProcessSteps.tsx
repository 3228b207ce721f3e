import { process } from "~/content/home";
import { FadeInItem, FadeInStagger } from "./FadeIn";
import { Section, SectionHeader } from "./ui/section";

export function ProcessSteps() {
  return (
    <Section tone="inverse" aria-labelledby="process-title">
      <SectionHeader id="process-title" eyebrow={process.eyebrow} title={process.title} inverse />
      <FadeInStagger as="ol" className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {process.steps.map((step, index) => {
          const Icon = step.icon;
          return (
            <FadeInItem
              as="li"
              key={step.title}
              index={index}
              stagger={100}
              className="relative border-t border-white/15 pt-6"
            >
              <div className="flex items-center gap-4">
                <span className="text-sm font-bold tabular-nums text-inverse-accent">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <span className="grid size-11 place-items-center rounded-md bg-white/10 text-white">
                  <Icon aria-hidden="true" className="size-5" strokeWidth={1.75} />
                </span>
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
