import { stats } from "~/content/home";
import { Container } from "./ui/container";

export function StatsBand() {
  return (
    <section aria-labelledby="stats-title" className="bg-brand text-brand-foreground on-inverse">
      <Container className="py-14 md:py-16">
        <h2 id="stats-title" className="sr-only">
          {stats.title}
        </h2>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
          {stats.items.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1 border-l-2 border-white/25 pl-5">
              <dt className="text-sm font-semibold text-white/85 md:text-base">{stat.label}</dt>
              <dd className="text-4xl font-extrabold tracking-tight tabular-nums md:text-5xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
