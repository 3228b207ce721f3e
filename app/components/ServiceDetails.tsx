import { Check } from "lucide-react";
import { Suspense, use } from "react";
import type { servicesPage } from "~/content/services";
import type { Service } from "~/content/serviceTypes";
import { loadOnce } from "~/lib/loadOnce";
import { cn } from "~/lib/utils";
import { CallsToAction } from "./CallsToAction";
import { Button } from "./ui/button";
import { IconChip } from "./ui/icon-chip";
import { formatNumber } from "~/lib/formatNumber";

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

/**
 * The service's two or three sentences, which arrive with its chunk as its lists do (pre-rendered
 * until then), so the page loads the sentences of the service it shows only.
 */
function ServiceDescription({ service }: { service: Service }) {
  const details = use(loadDetails(service));
  return (
    details && <p className="mt-3 leading-relaxed text-muted-foreground sm:text-lg">{details.description}</p>
  );
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
  // Compact: the titles only, the two lists side by side from 360px, read like a spec sheet.
  const subheading = cn(subheadingClass, compact && "text-xs");
  const list = compact ? "mt-3 space-y-2.5" : "mt-5 space-y-5";
  const item = compact ? "flex gap-2" : "flex gap-3";
  const entry = ({ title, description }: { title: string; description: string }) =>
    compact ? (
      title
    ) : (
      <div>
        <p className="font-bold">{title}</p>
        <p className="mt-1 leading-relaxed text-muted-foreground">{description}</p>
      </div>
    );
  return (
    <div
      className={
        compact
          ? "mt-6 grid gap-x-5 gap-y-6 text-sm leading-snug font-semibold min-[360px]:grid-cols-2"
          : "mt-10 grid gap-10 lg:grid-cols-2 lg:gap-14"
      }
    >
      <div>
        <Subheading className={subheading}>{copy.featuresTitle}</Subheading>
        <ul className={list}>
          {features.map((feature) => (
            <li key={feature.title} className={item}>
              <Check
                aria-hidden="true"
                className={cn("shrink-0 text-brand", compact ? "size-4.5" : "mt-1 size-5")}
                strokeWidth={compact ? 2.5 : 2.25}
              />
              {entry(feature)}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <Subheading className={subheading}>{copy.processTitle}</Subheading>
        <ol className={cn(list, !compact && "space-y-4")}>
          {process.map((step, index) => (
            <li key={step.title} className={cn(item, !compact && "sm:gap-4")}>
              <span
                className={cn(
                  "grid shrink-0 place-items-center rounded-full bg-secondary font-bold text-secondary-foreground tabular-nums",
                  compact ? "size-4.5 text-xs" : "size-8 text-sm",
                )}
              >
                {formatNumber(index + 1)}
              </span>
              {entry(step)}
            </li>
          ))}
        </ol>
      </div>
    </div>
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
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        {/* Not in the compact details: the open category's header above has its icon. */}
        <IconChip icon={service.icon} color={service.color} className="max-md:hidden" />
        <div className="max-w-3xl">
          <Heading className="text-2xl font-extrabold md:text-3xl">{service.title}</Heading>
          <Suspense>
            <ServiceDescription service={service} />
          </Suspense>
        </div>
      </div>
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
