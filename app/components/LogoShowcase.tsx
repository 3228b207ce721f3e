import type { ServicePageContent } from "~/content/serviceTypes";
import { ArrowLink } from "./ui/arrow-link";
import { Image } from "./ui/image";
import { Section, SectionHeader } from "./ui/section";

/** Sample logos the studio made, each on its own card, and a link to the portfolio. */
export function LogoShowcase({ showcase }: { showcase: NonNullable<ServicePageContent["showcase"]> }) {
  return (
    <Section tone="surface" aria-labelledby="showcase-title">
      <SectionHeader id="showcase-title" title={showcase.title} />
      <ul className="grid gap-5 sm:grid-cols-3">
        {showcase.images.map((image) => (
          <li
            key={image.src}
            className="overflow-hidden rounded-lg border border-border bg-background shadow-sm"
          >
            <Image {...image} className="h-auto w-full dark:brightness-90" />
          </li>
        ))}
      </ul>
      <ArrowLink href={showcase.link.url} className="mt-8">
        {showcase.link.label}
      </ArrowLink>
    </Section>
  );
}
