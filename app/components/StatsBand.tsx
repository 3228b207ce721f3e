import type { Stat } from "~/content/home";
import { cn } from "~/lib/utils";
import { Container } from "./ui/container";

type StatsBandProps = {
  id: string;
  /** Read by screen readers only: the numbers speak for themselves on screen. */
  title: string;
  items: Stat[];
};

/** Wider screens show three, four or five numbers in one row. */
const columns: Record<number, string> = { 3: "md:grid-cols-3", 5: "md:grid-cols-3 lg:grid-cols-5" };

/** A band of headline numbers on the brand blue. */
export function StatsBand({ id, title, items }: StatsBandProps) {
  return (
    <section aria-labelledby={id} className="bg-brand-surface text-brand-surface-foreground on-inverse">
      <Container className="py-14 md:py-16">
        <h2 id={id} className="sr-only">
          {title}
        </h2>
        <dl className={cn("grid grid-cols-2 gap-x-6 gap-y-10", columns[items.length] ?? "lg:grid-cols-4")}>
          {items.map((stat) => (
            <div
              key={stat.label}
              // An odd last number on phones takes the whole row, so its label does not wrap early.
              className="flex flex-col-reverse gap-1 border-l-2 border-white/25 pl-5 last:odd:col-span-2 md:last:odd:col-span-1"
            >
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
