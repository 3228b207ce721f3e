import type { TeamContent, TeamMember } from "~/content/about";
import { TeamPortrait } from "./TeamPeople";

/** A signature drawn in one stroke, in the ink of the page's accent: the founder signs her note. */
function Signature() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 220 80"
      width="176"
      height="64"
      className="text-brand"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M10 62C22 40 34 18 44 10C46 30 48 48 52 62M24 44C34 42 44 40 56 40" />
      <path d="M52 62C58 50 66 46 70 52C72 58 66 64 62 60C60 54 70 46 76 56C78 60 80 62 84 58C88 52 90 48 94 50C90 54 92 62 98 58C104 52 108 48 112 52C108 58 112 64 118 58C124 48 128 38 130 28C128 44 126 56 132 60C138 62 142 52 146 50M122 40L140 38M150 52C150 56 152 62 156 60" />
      <path d="M20 72C80 66 150 64 210 56" />
    </svg>
  );
}

/** The founder's short note to the visitor, in her own words, signed with her name and role. */
export function FounderNote({ note, founder }: { note: TeamContent["founderNote"]; founder?: TeamMember }) {
  return (
    <figure className="mx-auto mt-16 grid max-w-4xl gap-x-10 gap-y-6 rounded-lg border border-border bg-surface p-6 shadow-sm sm:p-10 md:mt-20 md:grid-cols-[auto_minmax(0,1fr)] md:p-12">
      {founder && <TeamPortrait person={founder} className="size-24 rounded-lg md:row-span-2 md:size-36" />}
      <div>
        <h3 className="text-sm font-bold tracking-[0.14em] text-accent-text uppercase">{note.title}</h3>
        <blockquote className="mt-5 space-y-4 text-lg leading-relaxed md:text-xl">
          {note.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </blockquote>
      </div>
      <figcaption className="md:col-start-2">
        <Signature />
        <p className="mt-1 font-bold">{note.name}</p>
        <p className="text-sm text-muted-foreground">{note.role}</p>
      </figcaption>
    </figure>
  );
}
