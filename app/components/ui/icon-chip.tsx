import type { LucideIcon } from "lucide-react";
import type { ServiceColor } from "~/content/serviceTypes";
import { cn } from "~/lib/utils";

const chipColors: Record<ServiceColor, string> = {
  blue: "bg-chip-blue text-chip-blue-foreground",
  crimson: "bg-chip-crimson text-chip-crimson-foreground",
  teal: "bg-chip-teal text-chip-teal-foreground",
  amber: "bg-chip-amber text-chip-amber-foreground",
  violet: "bg-chip-violet text-chip-violet-foreground",
  green: "bg-chip-green text-chip-green-foreground",
};

/** A service's icon on its accent colour. */
export function IconChip({
  icon: Icon,
  color = "blue",
  className,
}: {
  icon: LucideIcon;
  color?: ServiceColor;
  className?: string;
}) {
  return (
    <span className={cn("grid size-12 shrink-0 place-items-center rounded-md", chipColors[color], className)}>
      <Icon aria-hidden="true" className="size-6" strokeWidth={1.75} />
    </span>
  );
}
