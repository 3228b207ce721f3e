import type { TeamMember } from "~/content/about";
import { cn } from "~/lib/utils";

/**
 * The team's portraits as a staggered wall of six tiles, the middle column lower (/about).
 * Decorative: /about names everyone.
 */
export function PortraitMosaic({ people }: { people: TeamMember[] }) {
  const faces = people.slice(0, 6);
  const tile = (index: number) => cn("aspect-square w-full rounded-lg", index % 3 === 1 && "translate-y-10");
  return (
    <div
      aria-hidden="true"
      className="mx-auto grid w-full max-w-md grid-cols-3 gap-3 pb-10 sm:gap-4 lg:max-w-[30rem]"
    >
      {faces.map((person, index) => (
        <img
          key={person.portrait.src}
          src={person.portrait.src}
          alt=""
          width={240}
          height={240}
          // Beside the heading on a desktop, under it on a phone: never ahead of the page's
          // stylesheet and fonts (React preloads an eager picture in <head>).
          loading="lazy"
          decoding="async"
          className={cn(tile(index), "shadow-[0_24px_48px_-24px_rgb(0_0_0/0.6)] ring-1 ring-white/15")}
        />
      ))}
    </div>
  );
}
