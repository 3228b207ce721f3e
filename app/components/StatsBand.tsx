import type { Stat } from "~/content/home";
import { cn } from "~/lib/utils";
import { Container } from "./ui/container";

type StatsBandProps = {
  id: string;
  /** Read by screen readers only: the numbers speak for themselves on screen. */
  title: string;
  /** Three, four or six numbers: counts that fill every row at every width. */
  items: Stat[];
};

/**
 * Columns for each count of numbers, so no number is ever left alone on a row: three stack on
 * phones (half a 320px row is too narrow for "+2,300" and a two-line label) and share a row from
 * 640px; four make a square on phones and a row from 768px; six make pairs, then threes, then a row.
 */
const COLUMNS: Record<number, string> = {
  3: "grid-cols-1 sm:grid-cols-3",
  4: "grid-cols-2 md:grid-cols-4",
  6: "grid-cols-2 md:grid-cols-3 xl:grid-cols-6",
};

/** A band of headline numbers on the brand blue. */
export function StatsBand({ id, title, items }: StatsBandProps) {
  return (
    <section aria-labelledby={id} className="bg-brand-surface text-brand-surface-foreground on-inverse">
      <Container className="py-14 md:py-16">
        <h2 id={id} className="sr-only">
          {title}
        </h2>
        <dl className={cn("grid gap-x-6 gap-y-8 sm:gap-y-10", COLUMNS[items.length])}>
          {items.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1 border-l-2 border-white/25 pl-5">
              <dt className="text-sm font-semibold text-white/85 md:text-base">{stat.label}</dt>
              {/* Scales down on the narrowest phones, where "+2,300" would not fit half the row. */}
              <dd className="text-[clamp(1.75rem,9vw,2.25rem)] font-extrabold tracking-tight tabular-nums md:text-5xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
