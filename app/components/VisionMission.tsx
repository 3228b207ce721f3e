import type { LucideIcon } from "lucide-react";
import { FadeInItem, FadeInStagger } from "./FadeIn";
import { IconChip } from "./ui/icon-chip";
import { Section, SectionHeader } from "./ui/section";

type Statement = { title: string; statement: string; description: string; icon: LucideIcon };

type VisionMissionProps = {
  id: string;
  eyebrow?: string;
  title: string;
  items: Statement[];
  tone?: "default" | "muted" | "surface";
};

/** Side-by-side statements of purpose (vision, mission), each a headline sentence and a note. */
export function VisionMission({ id, eyebrow, title, items, tone }: VisionMissionProps) {
  return (
    <Section tone={tone} aria-labelledby={id}>
      <SectionHeader id={id} eyebrow={eyebrow} title={title} />
      <FadeInStagger as="ul" className="grid gap-5 lg:grid-cols-2">
        {items.map(({ title: itemTitle, statement, description, icon: Icon }, index) => (
          <FadeInItem
            as="li"
            key={itemTitle}
            index={index}
            stagger={100}
            className="flex flex-col rounded-lg border border-border border-t-4 border-t-primary bg-surface p-6 shadow-sm sm:p-8 md:p-10"
          >
            <div className="flex items-center gap-4">
              <IconChip icon={Icon} />
              <h3 className="text-xl font-bold">{itemTitle}</h3>
            </div>
            <p className="mt-6 text-2xl leading-snug font-bold tracking-tight text-balance lg:text-[1.75rem]">
              {statement}
            </p>
            <p className="mt-4 max-w-[65ch] leading-relaxed text-muted-foreground">{description}</p>
          </FadeInItem>
        ))}
      </FadeInStagger>
    </Section>
  );
}
