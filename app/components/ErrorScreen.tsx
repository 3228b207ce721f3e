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
};

/** Full-height dark screen shared by the not-found page and the root error boundary. */
export function ErrorScreen({ eyebrow, title, text, detail, home, contact }: ErrorScreenProps) {
  return (
    <section className="on-inverse relative flex min-h-[80svh] items-center overflow-hidden bg-inverse pt-[var(--header-height)] text-inverse-foreground">
      <div
        aria-hidden="true"
        className="absolute -top-40 -right-40 size-[520px] rounded-full bg-brand-surface/60 blur-3xl"
      />
      <Container className="relative py-20">
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
      </Container>
    </section>
  );
}
