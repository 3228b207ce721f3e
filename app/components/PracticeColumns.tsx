import type { LucideIcon } from "lucide-react";
import { CircleCheck } from "lucide-react";
import { FadeInItem, FadeInStagger } from "./FadeIn";
import { IconChip } from "./ui/icon-chip";
import { Section, SectionHeader } from "./ui/section";

type Column = { title: string; icon: LucideIcon; items: { title: string; description: string }[] };

type PracticeColumnsProps = {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  columns: Column[];
  tone?: "default" | "muted" | "surface";
};

/** Titled lists side by side: what an idea looks like in practice, here and there. */
export function PracticeColumns({ id, eyebrow, title, intro, columns, tone }: PracticeColumnsProps) {
  return (
    <Section tone={tone} aria-labelledby={id}>
      <SectionHeader id={id} eyebrow={eyebrow} title={title} intro={intro} />
      <FadeInStagger className="grid gap-5 md:grid-cols-2">
        {columns.map(({ title: columnTitle, icon: Icon, items }, index) => (
          <FadeInItem
            key={columnTitle}
            index={index}
            stagger={100}
            className="rounded-lg border border-border bg-surface p-6 shadow-sm sm:p-8"
          >
            <div className="flex items-center gap-4">
              <IconChip icon={Icon} />
              <h3 className="text-2xl font-bold">{columnTitle}</h3>
            </div>
            <ul className="mt-7 space-y-5">
              {items.map((item) => (
                <li key={item.title} className="flex gap-3">
                  <CircleCheck
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-primary"
                    strokeWidth={2}
                  />
                  <div>
                    <h4 className="font-bold">{item.title}</h4>
                    <p className="mt-1 leading-relaxed text-muted-foreground">{item.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </FadeInItem>
        ))}
      </FadeInStagger>
    </Section>
  );
}
