import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/utils";
import { Container } from "./container";

const sectionVariants = cva("py-16 md:py-24", {
  variants: {
    tone: {
      default: "bg-background text-foreground",
      muted: "bg-muted text-foreground",
      surface: "bg-surface text-surface-foreground",
      inverse: "on-inverse bg-inverse text-inverse-foreground",
    },
  },
  defaultVariants: { tone: "default" },
});

type SectionProps = ComponentProps<"section"> & VariantProps<typeof sectionVariants>;

/**
 * A page section: vertical rhythm and tone; its content sits in the shared container. `data-tone`
 * lets a section of the same tone right after it continue its band (app/app.css).
 */
export function Section({ className, tone, children, ...props }: SectionProps) {
  return (
    <section className={cn(sectionVariants({ tone }), className)} data-tone={tone ?? "default"} {...props}>
      <Container>{children}</Container>
    </section>
  );
}

type SectionHeaderProps = {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  align?: "start" | "center";
  inverse?: boolean;
  /** Space below the header before the section's content. */
  spaced?: boolean;
};

/** Eyebrow, h2 and one-paragraph intro; the h2 id names its section (aria-labelledby). */
export function SectionHeader({
  id,
  eyebrow,
  title,
  intro,
  align = "start",
  inverse = false,
  spaced = true,
}: SectionHeaderProps) {
  return (
    <div className={cn("max-w-2xl", spaced && "mb-10 md:mb-14", align === "center" && "mx-auto text-center")}>
      {eyebrow && (
        <p
          className={cn(
            "mb-3 text-sm font-bold uppercase tracking-[0.14em]",
            inverse ? "text-inverse-accent" : "text-accent-text",
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2 id={id} className="text-3xl font-extrabold leading-[1.15] md:text-[2.5rem]">
        {title}
      </h2>
      {intro && (
        <p
          className={cn(
            "mt-4 text-lg leading-relaxed",
            inverse ? "text-inverse-muted" : "text-muted-foreground",
          )}
        >
          {intro}
        </p>
      )}
    </div>
  );
}
