import { navigation } from "~/content/menu";

export function SkipLink() {
  return (
    // Parked far enough above the top that its shadow does not show either.
    <a
      href="#main"
      className="fixed top-3 left-3 z-[60] -translate-y-32 rounded-md bg-primary px-4 py-3 font-semibold text-primary-foreground shadow-lg transition-transform duration-150 focus-visible:translate-y-0"
    >
      {navigation.skipLink}
    </a>
  );
}
