import { cn } from "~/lib/utils";

/** Initial-letter avatar (DECISIONS.md 14). */
export function Avatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "grid size-12 shrink-0 place-items-center rounded-full bg-brand text-lg font-bold text-brand-foreground",
        className,
      )}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
