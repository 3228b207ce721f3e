import type { ReactNode } from "react";
import { cn } from "~/lib/utils";
import { CallsToAction } from "./CallsToAction";
import { Container } from "./ui/container";

type ErrorScreenProps = {
  /** Large code or label shown above the heading, e.g. 404. */
  eyebrow: string;
  title: string;
  text: string;
  detail?: string;
  home: string;
  contact?: string;
  /** An illustration beside the text from 1024px up, below it on narrower screens. */
  visual?: ReactNode;
};

/** Full-height dark screen shared by the not-found page and the root error boundary. */
export function ErrorScreen({ eyebrow, title, text, detail, home, contact, visual }: ErrorScreenProps) {
  return (
    <section className="on-inverse relative flex min-h-[80svh] items-start overflow-hidden bg-inverse pt-[var(--header-height)] text-inverse-foreground">
      <div
        aria-hidden="true"
        className="absolute -top-40 -right-40 size-[520px] rounded-full bg-brand-surface/60 blur-3xl"
      />
      <Container
        className={cn(
          "relative py-20",
          visual && "grid items-center gap-x-16 gap-y-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]",
        )}
      >
        <div>
          <p className="text-7xl font-extrabold tracking-tight text-inverse-accent md:text-8xl">{eyebrow}</p>
          <h1 className="mt-4 text-4xl font-extrabold md:text-5xl">{title}</h1>
          <p className="mt-4 max-w-xl text-lg text-inverse-muted">{text}</p>
          {detail && (
            <pre className="mt-6 max-w-xl overflow-x-auto rounded-md bg-black/30 p-4 text-sm whitespace-pre-wrap text-inverse-foreground">
              {detail}
            </pre>
          )}
          <CallsToAction
            primary={{ label: home, url: "/" }}
            secondary={contact ? { label: contact, url: "/contact" } : undefined}
            className="mt-8"
          />
        </div>
        {visual && <div data-hero-visual>{visual}</div>}
      </Container>
    </section>
  );
}
