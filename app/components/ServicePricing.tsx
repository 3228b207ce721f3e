import { Clock } from "lucide-react";
import { locale } from "~/content/locale";
import { type Timeline, shownPricing } from "~/content/schema/prices";

/**
 * A service's starting price and typical timeline under its page's promise, where the agency has
 * set them (DECISIONS.md 27): "from NPR 45,000", "Usually 3–5 weeks". Nothing where neither is set,
 * as shipped: the page reads as before.
 */
export function ServicePricing({ service }: { service: { price?: number; timeline?: Timeline } }) {
  const { price, timeline } = shownPricing(service, locale.code);
  if (!price && !timeline) return null;
  return (
    <p data-pricing className="mt-6 flex flex-wrap items-baseline gap-x-6 gap-y-2 text-inverse-muted">
      {price && (
        <span className="inline-flex flex-wrap items-baseline gap-x-1.5">
          {price.before && <span>{price.before}</span>}
          <strong className="text-2xl font-extrabold whitespace-nowrap text-inverse-foreground">
            {price.amount}
          </strong>
          {price.after && <span>{price.after}</span>}
        </span>
      )}
      {timeline && (
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4 self-center" strokeWidth={1.75} />
          {timeline}
        </span>
      )}
    </p>
  );
}
