import { Moon, Sun } from "lucide-react";
import { themeCopy } from "~/content/theme";
import { cn } from "~/lib/utils";
import { Button } from "./ui/button";

/**
 * The header's theme switch: a toggle button, pressed while the dark theme shows. Its icon follows
 * the stylesheet (a moon in light, a sun in dark), so it is right in the pre-rendered page too;
 * the shell's script switches the theme and sets `aria-pressed` once it knows it
 * (app/shell/theme.ts).
 */
export function ThemeToggle({ className }: { className?: string }) {
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      className={className}
      aria-label={themeCopy.toggle}
      data-theme-toggle
    >
      <Moon aria-hidden="true" className="dark:hidden" />
      <Sun aria-hidden="true" className="hidden dark:block" />
    </Button>
  );
}

/** The same toggle as a labelled row with a switch, for the mobile menu panel. */
export function ThemeToggleRow({ className }: { className?: string }) {
  return (
    <button
      type="button"
      data-theme-toggle
      className={cn(
        "group flex min-h-11 w-full items-center justify-between gap-3 rounded-md px-3 py-2 text-left font-semibold transition-colors duration-150 hover:bg-muted",
        className,
      )}
    >
      <span className="flex items-center gap-3">
        <Moon aria-hidden="true" className="size-5 text-brand" />
        {themeCopy.toggle}
      </span>
      <span
        aria-hidden="true"
        className="relative h-6 w-11 shrink-0 rounded-full border-2 border-input bg-muted transition-colors duration-200 group-aria-pressed:border-brand group-aria-pressed:bg-brand"
      >
        <span className="absolute top-0.5 left-0.5 size-4 rounded-full bg-muted-foreground transition-[translate,background-color] duration-200 ease-out group-aria-pressed:translate-x-5 group-aria-pressed:bg-brand-foreground" />
      </span>
    </button>
  );
}
