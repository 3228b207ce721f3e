import { ChevronDown } from "lucide-react";
import { cn } from "~/lib/utils";

/**
 * The round chevron of a disclosure: points down when closed, turns up when open. Without `open`
 * it follows the <details> around it (`group`).
 */
export function ExpandChevron({ open, className }: { open?: boolean; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "grid shrink-0 place-items-center rounded-full text-brand transition-[transform,background-color,color] duration-200 ease-out",
        open === undefined ? "group-open:rotate-180" : open && "rotate-180",
        className,
      )}
    >
      <ChevronDown className="size-[62%]" />
    </span>
  );
}
