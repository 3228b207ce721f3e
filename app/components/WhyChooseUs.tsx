import { whyChooseUs } from "~/content/home";
import { FadeIn } from "./FadeIn";
import { FeatureCard } from "./ui/feature-card";
import { Section, SectionHeader } from "./ui/section";

export function WhyChooseUs() {
  return (
    <Section aria-labelledby="why-title">
      <SectionHeader id="why-title" eyebrow={whyChooseUs.eyebrow} title={whyChooseUs.title} />
      <div className="grid gap-12 lg:grid-cols-[1.4fr_1fr] lg:gap-16">
        <div>
          <ul className="grid gap-x-8 gap-y-8 sm:grid-cols-2">
            {whyChooseUs.points.map((point) => {
              const Icon = point.icon;
              return (
                <li key={point.title} className="flex gap-4">
                  <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" strokeWidth={2} />
                  <div>
                    <h3 className="font-bold">{point.title}</h3>
                    <p className="mt-1 text-[15px] leading-relaxed text-muted-foreground">
                      {point.description}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
        <FadeIn>
          <h3 className="sr-only">{whyChooseUs.promisesTitle}</h3>
          <ul className="grid gap-5">
            {whyChooseUs.promises.map((promise) => (
              <li key={promise.title}>
                <FeatureCard
                  icon={promise.icon}
                  title={promise.title}
                  description={promise.description}
                  headingLevel="h4"
                  layout="row"
                />
              </li>
            ))}
          </ul>
        </FadeIn>
      </div>
    </Section>
  );
}
