import type { LucideIcon } from "lucide-react";
import { cn } from "~/lib/utils";
import { FadeInItem, FadeInStagger } from "./FadeIn";
import { FeatureCard } from "./ui/feature-card";
import { Section, SectionHeader } from "./ui/section";

type CardGridProps = {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  items: { title: string; description: string; icon: LucideIcon }[];
  tone?: "default" | "muted" | "surface";
};

/** A section of feature cards: capabilities, reasons, benefits. */
export function CardGrid({ id, eyebrow, title, intro, items, tone }: CardGridProps) {
  // Four cards sit in one row rather than three and a lonely fourth.
  const fourAcross = items.length === 4;
  return (
    <Section tone={tone} aria-labelledby={id}>
      <SectionHeader id={id} eyebrow={eyebrow} title={title} intro={intro} />
      <FadeInStagger
        as="ul"
        className={cn("grid gap-5 sm:grid-cols-2", fourAcross ? "lg:grid-cols-4" : "lg:grid-cols-6")}
      >
        {items.map((item, index) => (
          <FadeInItem
            as="li"
            key={item.title}
            index={index}
            stagger={80}
            // Rows of three; a last row of two shares the full width instead of leaving a gap.
            className={cn(
              !fourAcross &&
                (items.length % 3 === 2 && index >= items.length - 2 ? "lg:col-span-3" : "lg:col-span-2"),
            )}
          >
            <FeatureCard icon={item.icon} title={item.title} description={item.description} />
          </FadeInItem>
        ))}
      </FadeInStagger>
    </Section>
  );
}
