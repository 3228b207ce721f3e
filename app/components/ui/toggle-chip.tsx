import { cva } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/** The pill of filters and choices: service tabs, category chips, filter buttons. */
export const chipVariants = cva(
  "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors duration-150",
  {
    variants: {
      selected: {
        true: "border-selected bg-selected text-selected-foreground shadow-sm",
        false: "border-border bg-surface text-foreground hover:border-brand/40",
      },
    },
    defaultVariants: { selected: false },
  },
);

type ToggleChipProps = Omit<ComponentProps<"button">, "type" | "aria-pressed"> & { pressed: boolean };

/** A toggle button shaped as a chip; `aria-pressed` tells which one is chosen. */
export function ToggleChip({ pressed, className, ...props }: ToggleChipProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      className={cn(chipVariants({ selected: pressed }), className)}
      {...props}
    />
  );
}
