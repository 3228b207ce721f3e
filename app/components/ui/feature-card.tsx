import { cva, type VariantProps } from "class-variance-authority";
import type { LucideIcon } from "lucide-react";
import { ArrowRight } from "lucide-react";
import { cn } from "~/lib/utils";
import { IconChip } from "./icon-chip";
import { localHref } from "~/lib/localHref";

const cardVariants = cva(
  "group relative flex h-full rounded-lg border border-border bg-surface p-6 shadow-sm transition-[box-shadow,transform,border-color] duration-300 ease-out",
  {
    variants: {
      layout: { stacked: "flex-col gap-5", row: "flex-col gap-5 sm:flex-row sm:gap-5" },
      interactive: {
        true: "hover:-translate-y-1 hover:border-brand/30 hover:shadow-lg focus-within:shadow-lg",
        false: "",
      },
    },
    defaultVariants: { layout: "stacked", interactive: false },
  },
);

type FeatureCardProps = Omit<VariantProps<typeof cardVariants>, "interactive"> & {
  icon: LucideIcon;
  title: string;
  description: string;
  /** Makes the whole card a link; the label names the call to action. */
  link?: { url: string; label: string };
  headingLevel?: "h3" | "h4";
  className?: string;
};

/** One card anatomy for services, values, benefits and promises: icon, title, text, link. */
export function FeatureCard({
  icon: Icon,
  title,
  description,
  link,
  layout,
  headingLevel: Heading = "h3",
  className,
}: FeatureCardProps) {
  return (
    <div className={cn(cardVariants({ layout, interactive: Boolean(link) }), className)}>
      <IconChip icon={Icon} />
      <div className="flex flex-1 flex-col">
        <Heading className="text-xl font-bold leading-snug">
          {link ? (
            <a
              href={localHref(link.url)}
              className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-3 focus-visible:after:outline-ring"
            >
              {title}
            </a>
          ) : (
            title
          )}
        </Heading>
        <p className="mt-2 leading-relaxed text-muted-foreground">{description}</p>
        {link && (
          <span
            aria-hidden="true"
            className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-brand"
          >
            {link.label}
            <ArrowRight className="size-4 transition-transform duration-200 group-hover:translate-x-1" />
          </span>
        )}
      </div>
    </div>
  );
}
