import { servicesTeaser } from "~/content/home";
import { teaserCards } from "~/content/servicePages";
import { cn } from "~/lib/utils";
import { FadeInItem, FadeInStagger } from "./FadeIn";
import { ArrowLink } from "./ui/arrow-link";
import { FeatureCard } from "./ui/feature-card";
import { Section, SectionHeader } from "./ui/section";
import { localHref } from "~/lib/localHref";

export function ServicesTeaser() {
  return (
    <Section aria-labelledby="services-teaser-title">
      <div className="flex flex-col justify-between gap-6 md:flex-row md:items-end">
        <SectionHeader
          id="services-teaser-title"
          eyebrow={servicesTeaser.eyebrow}
          title={servicesTeaser.title}
          intro={servicesTeaser.intro}
          spaced={false}
        />
        <ArrowLink href={localHref(servicesTeaser.more.url)} className="shrink-0 self-start md:self-auto">
          {servicesTeaser.more.label}
        </ArrowLink>
      </div>
      <FadeInStagger as="ul" className="mt-10 grid gap-5 sm:grid-cols-2 md:mt-14 lg:grid-cols-6">
        {teaserCards(servicesTeaser.serviceIds).map((service, index) => (
          <FadeInItem
            as="li"
            key={service.url}
            index={index}
            className={cn(index < 2 ? "lg:col-span-3" : "lg:col-span-2", index === 4 && "sm:col-span-2")}
          >
            <FeatureCard
              icon={service.icon}
              title={service.title}
              description={service.description}
              link={{ url: service.url, label: servicesTeaser.cardLink }}
            />
          </FadeInItem>
        ))}
      </FadeInStagger>
    </Section>
  );
}
