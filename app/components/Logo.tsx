import { Link } from "react-router";
import { navigation } from "~/content/menu";
import { site } from "~/content/site";
import { cn } from "~/lib/utils";

/** Brand mark and wordmark, linking home. */
export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      aria-label={`${site.name} ${navigation.homeLabel}`}
      className={cn("flex items-center gap-2.5 rounded-md", className)}
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-9 shrink-0">
        <rect width="32" height="32" rx="8" fill="#003893" />
        <path d="M6 24 14 10l5 8 3-4 4 10z" fill="#fff" />
        <circle cx="23" cy="9" r="2.5" fill="#dc143c" />
      </svg>
      <span className="text-lg font-extrabold tracking-tight whitespace-nowrap">{site.name}</span>
    </Link>
  );
}
