import { navigation } from "~/content/menu";
import { site } from "~/content/site";
import { cn } from "~/lib/utils";
import { localHref } from "~/lib/localHref";

/** Brand mark and wordmark, linking home. */
export function Logo({ className }: { className?: string }) {
  return (
    <a
      href={localHref("/")}
      aria-label={`${site.name} ${navigation.homeLabel}`}
      className={cn("flex items-center gap-2.5 rounded-md", className)}
    >
      <svg viewBox="0 0 64 64" aria-hidden="true" className="size-9 shrink-0">
        <rect width="64" height="64" rx="14" fill="#0a1a3f" />
        <path
          d="M35.78 17.05A9.5 9.5 0 1 0 28 32a9.5 9.5 0 1 1-7.78 14.95"
          fill="none"
          stroke="#fff"
          strokeWidth="8.5"
        />
        <circle cx="46.5" cy="47.5" r="5" fill="#dc143c" />
      </svg>
      <span className="text-lg font-extrabold tracking-tight whitespace-nowrap">{site.name}</span>
    </a>
  );
}
