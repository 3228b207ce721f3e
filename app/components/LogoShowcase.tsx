import { caseStudyLink, clientPlace, findClient } from "~/content/clientLookup";
import type { ClientId } from "~/content/clients";
import type { ServicePageContent } from "~/content/serviceTypes";
import { ArrowLink } from "./ui/arrow-link";
import { Image } from "./ui/image";
import { Section, SectionHeader } from "./ui/section";
import { localHref } from "~/lib/localHref";

/**
 * Sample logos the studio made, each on its own card under its client's name and town (and the
 * way to its case study, where there is one), and a link to the portfolio.
 */
export function LogoShowcase({ showcase }: { showcase: NonNullable<ServicePageContent["showcase"]> }) {
  return (
    <Section tone="surface" aria-labelledby="showcase-title">
      <SectionHeader id="showcase-title" title={showcase.title} />
      <ul className="grid gap-5 sm:grid-cols-3">
        {showcase.images.map(({ client: clientId, ...image }) => {
          // An id the client list does not have stops the pre-render (findClient throws).
          const client = findClient(clientId as ClientId);
          const caseStudy = caseStudyLink(client);
          return (
            <li key={image.src}>
              <figure className="flex h-full flex-col overflow-hidden rounded-lg border border-border bg-background shadow-sm">
                <Image {...image} className="h-auto w-full dark:brightness-90" />
                <figcaption className="flex flex-1 flex-col gap-1 border-t border-border px-5 py-4">
                  <span className="font-semibold">{clientPlace(client)}</span>
                  <span className="text-sm text-muted-foreground">{client.industry}</span>
                  {caseStudy && (
                    <ArrowLink href={localHref(caseStudy.url)} className="mt-2 self-start text-sm">
                      {caseStudy.label}
                    </ArrowLink>
                  )}
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
      <ArrowLink href={localHref(showcase.link.url)} className="mt-8">
        {showcase.link.label}
      </ArrowLink>
    </Section>
  );
}
