import { CircleAlert, CircleCheck } from "lucide-react";
import type { FormOutcome } from "~/content/formOutcomes";
import { cn } from "~/lib/utils";
import { CallsToAction } from "./CallsToAction";
import { LetterIllustration } from "./hero-visuals/Illustrations";
import { Container } from "./ui/container";

/** Where a form sent without JavaScript lands: sent, or not sent and what to do (formOutcomes.ts). */
export function FormOutcomeScreen({ outcome }: { outcome: FormOutcome }) {
  const [primary, secondary] = outcome.actions;
  const Icon = outcome.tone === "success" ? CircleCheck : CircleAlert;
  return (
    <section
      aria-labelledby="page-title"
      className="on-inverse relative flex min-h-[80svh] items-start overflow-hidden bg-inverse pt-[var(--header-height)] text-inverse-foreground"
    >
      <div
        aria-hidden="true"
        className="absolute -top-40 -right-40 size-[520px] rounded-full bg-brand-surface/60 blur-3xl"
      />
      <Container className="relative grid items-center gap-x-16 gap-y-14 py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div>
          <span
            className={cn(
              "grid size-16 place-items-center rounded-full",
              outcome.tone === "success"
                ? "bg-chip-green text-chip-green-foreground"
                : "bg-chip-crimson text-chip-crimson-foreground",
            )}
          >
            <Icon aria-hidden="true" className="size-8" strokeWidth={1.75} />
          </span>
          <p className="mt-8 text-sm font-bold tracking-[0.14em] text-inverse-accent uppercase">
            {outcome.eyebrow}
          </p>
          <h1 id="page-title" className="mt-3 max-w-3xl text-4xl font-extrabold md:text-5xl">
            {outcome.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-inverse-muted">{outcome.text}</p>
          {outcome.points && (
            <ul className="mt-5 max-w-2xl list-disc space-y-2 ps-6 text-lg leading-relaxed marker:text-inverse-accent">
              {outcome.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
          <CallsToAction primary={primary} secondary={secondary} className="mt-9" />
        </div>
        <div data-hero-visual>
          <LetterIllustration tone={outcome.tone} paper={outcome.kind} />
        </div>
      </Container>
    </section>
  );
}
