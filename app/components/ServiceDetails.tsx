import { Check } from "lucide-react";
import { Suspense, use } from "react";
import type { servicesPage } from "~/content/services";
import type { Service } from "~/content/serviceTypes";
import { loadOnce } from "~/lib/loadOnce";
import { cn } from "~/lib/utils";
import { CallsToAction } from "./CallsToAction";
import { Button } from "./ui/button";
import { IconChip } from "./ui/icon-chip";

type ServiceDetailsProps = {
  service: Service;
  copy: typeof servicesPage.detail;
  headingLevel: "h3" | "h4";
  /**
   * Desktop: on its own card, each feature and step with its explanation. Phones: flat inside the
   * open accordion item, and compact (the titles only; the service's own page explains them), so
   * the open category stays about a screen tall and the categories after it within reach.
   */
  compact?: boolean;
};

// Lists that cannot be fetched (offline, or a deploy replaced the chunk) come as null, and the
// panel says so. The browser keeps a failed module fetch until the page is loaded again, so there
// is no asking twice: the panel offers a reload, which keeps the selection (it is in the hash).
const loadDetails = loadOnce((service: Service) => service.loadDetails().catch(() => ({ default: null })));

/** Fetches a service's lists ahead of its selection (a pointer over its tab, or the focus). */
export function preloadServiceDetails(service: Service) {
  void loadDetails(service);
}

type ServiceDetailListsProps = Pick<ServiceDetailsProps, "service" | "copy" | "compact"> & {
  Subheading: "h4" | "h5";
};

const subheadingClass = "text-sm font-bold uppercase tracking-[0.14em] text-accent-text";

/**
 * What is included and the six steps: their copy arrives with the service's chunk. Until then the
 * pre-rendered lists stay as they are (hydration waits for it), and a selection keeps showing the
 * previous service (ServiceExplorer defers it).
 */
function ServiceDetailLists({ service, copy, Subheading, compact = false }: ServiceDetailListsProps) {
  const details = use(loadDetails(service));
  if (!details) {
    return (
      <div role="alert" className="mt-10 flex flex-col items-start gap-4 rounded-md bg-muted p-5">
        <p className="leading-relaxed">{copy.loadFailed}</p>
        <Button variant="outline" size="sm" onClick={() => window.location.reload()}>
          {copy.reload}
        </Button>
      </div>
    );
  }
  const { features, process } = details;
  if (compact) {
    // Side by side from 360px: the two lists of titles read like a spec sheet, half as tall.
    return (
      <div className="mt-6 grid gap-x-5 gap-y-6 text-sm leading-snug font-semibold min-[360px]:grid-cols-2">
        <div>
          <Subheading className={cn(subheadingClass, "text-xs")}>{copy.featuresTitle}</Subheading>
          <ul className="mt-3 space-y-2.5">
            {features.map((feature) => (
              <li key={feature.title} className="flex gap-2">
                <Check aria-hidden="true" className="size-4.5 shrink-0 text-brand" strokeWidth={2.5} />
                {feature.title}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <Subheading className={cn(subheadingClass, "text-xs")}>{copy.processTitle}</Subheading>
          <ol className="mt-3 space-y-2.5">
            {process.map((step, index) => (
              <li key={step.title} className="flex gap-2">
                <StepNumber number={index + 1} className="size-4.5 text-[0.6875rem]" />
                {step.title}
              </li>
            ))}
          </ol>
        </div>
      </div>
    );
  }
  return (
    <div className="mt-10 grid gap-10 lg:grid-cols-2 lg:gap-14">
      <div>
        <Subheading className={subheadingClass}>{copy.featuresTitle}</Subheading>
        <ul className="mt-5 space-y-5">
          {features.map((feature) => (
            <li key={feature.title} className="flex gap-3">
              <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" strokeWidth={2.25} />
              <div>
                <p className="font-bold">{feature.title}</p>
                <p className="mt-1 leading-relaxed text-muted-foreground">{feature.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <Subheading className={subheadingClass}>{copy.processTitle}</Subheading>
        <ol className="mt-5 space-y-4">
          {process.map((step, index) => (
            <li key={step.title} className="flex gap-3 sm:gap-4">
              <StepNumber number={index + 1} className="size-8 text-sm" />
              <div>
                <p className="font-bold">{step.title}</p>
                <p className="mt-1 leading-relaxed text-muted-foreground">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

/** A step's number in its disc. */
function StepNumber({ number, className }: { number: number; className: string }) {
  return (
    <span
      className={cn(
        "grid shrink-0 place-items-center rounded-full bg-secondary font-bold text-secondary-foreground tabular-nums",
        className,
      )}
    >
      {number}
    </span>
  );
}

/** The selected service: description, what is included, six steps, and a way to start. */
export function ServiceDetails({
  service,
  copy,
  headingLevel: Heading,
  compact = false,
}: ServiceDetailsProps) {
  const Subheading = Heading === "h3" ? "h4" : "h5";
  return (
    <div
      className={cn(compact ? "mt-6" : "rounded-lg border border-border bg-surface p-6 shadow-sm md:p-10")}
    >
      {compact ? (
        <>
          <div className="flex items-center gap-3">
            <IconChip icon={service.icon} color={service.color} className="size-10" />
            <Heading className="text-xl leading-tight font-extrabold">{service.title}</Heading>
          </div>
          <p className="mt-3 leading-relaxed text-muted-foreground">{service.description}</p>
        </>
      ) : (
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
          <IconChip icon={service.icon} color={service.color} />
          <div className="max-w-3xl">
            <Heading className="text-2xl font-extrabold md:text-3xl">{service.title}</Heading>
            <p className="mt-3 leading-relaxed text-muted-foreground sm:text-lg">{service.description}</p>
          </div>
        </div>
      )}
      <Suspense>
        <ServiceDetailLists service={service} copy={copy} Subheading={Subheading} compact={compact} />
      </Suspense>
      <CallsToAction
        primary={copy.cta}
        secondary={{ label: copy.pageLink, url: service.page }}
        className={compact ? "mt-7" : "mt-10"}
      />
    </div>
  );
}
