import { MapPin } from "lucide-react";
import type { TeamMember } from "~/content/about";

/** A person's illustrated portrait (media/make-portraits.mjs), below the fold: loaded lazily. */
export function TeamPortrait({ person, className }: { person: TeamMember; className?: string }) {
  return (
    <img
      src={person.portrait.src}
      alt={person.portrait.alt}
      width={240}
      height={240}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}

/** The people of the studio: portrait, name, role, where they work from and one line each. */
export function TeamPeople({ title, people }: { title: string; people: TeamMember[] }) {
  return (
    <div className="mt-16 md:mt-20">
      <h3 id="team-people-title" className="text-sm font-bold tracking-[0.14em] text-accent-text uppercase">
        {title}
      </h3>
      <ul
        aria-labelledby="team-people-title"
        className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-5"
      >
        {people.map((person) => (
          <li
            key={person.name}
            className="flex gap-4 rounded-lg border border-border bg-surface p-4 shadow-sm sm:p-5 lg:flex-col"
          >
            <TeamPortrait person={person} className="size-20 shrink-0 rounded-md lg:size-24" />
            <div className="min-w-0">
              <h4 className="text-lg leading-snug font-bold">{person.name}</h4>
              <p className="text-sm font-semibold text-brand">{person.role}</p>
              <p className="mt-1 flex items-center gap-1 text-sm text-muted-foreground">
                <MapPin aria-hidden="true" className="size-3.5 shrink-0" strokeWidth={2} />
                {person.town}
              </p>
              <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{person.note}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
