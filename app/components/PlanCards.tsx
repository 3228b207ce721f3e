import { useState } from "react";
import {
  CARD_FEATURE_LIMIT,
  type Plan,
  type PlanCategory,
  type PlanColor,
  type PlanFeature,
  plans,
  plansPage,
} from "~/content/plans";
import type { PriceShown } from "~/content/schema/prices";
import { cn } from "~/lib/utils";
import { InclusionMark, InclusionText, inclusionKind } from "./PlanInclusion";
import { Button } from "./ui/button";
import { ExpandChevron } from "./ui/expand-chevron";
import { Tooltip } from "./ui/tooltip";
import { packageHref } from "~/lib/contactLinks";
import { localHref } from "~/lib/localHref";

const iconColors: Record<PlanColor, string> = {
  blue: "bg-chip-blue text-chip-blue-foreground",
  crimson: "bg-chip-crimson text-chip-crimson-foreground",
  navy: "bg-inverse text-inverse-foreground",
};

/**
 * The three packages side by side. Each card spans the same rows of the parent grid (subgrid), so
 * the price line, the descriptions, each category and the buttons line up across the cards.
 */
export function PlanCards() {
  return (
    <ul className="mx-auto grid max-w-xl gap-x-6 gap-y-12 lg:max-w-none lg:grid-cols-3">
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} />
      ))}
    </ul>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const { icon: Icon } = plan;
  const titleId = `plan-${plan.id}-title`;
  return (
    <li
      className={cn(
        "relative row-span-7 grid grid-rows-subgrid gap-y-0 rounded-lg border bg-surface p-6 md:p-8",
        plan.highlight ? "border-primary shadow-lg ring-1 ring-primary" : "border-border shadow-sm",
      )}
    >
      <div className="flex items-center gap-4">
        <span className={cn("grid size-12 shrink-0 place-items-center rounded-md", iconColors[plan.color])}>
          <Icon aria-hidden="true" className="size-6" strokeWidth={1.75} />
        </span>
        <h3 id={titleId} className="text-2xl leading-tight font-extrabold">
          {plan.name}
        </h3>
        {plan.highlight && (
          <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-primary px-4 py-1 text-xs font-bold tracking-[0.14em] text-primary-foreground shadow-md">
            {plansPage.popular}
          </p>
        )}
      </div>

      <PriceLine plan={plan} />

      <p className="mt-5 leading-relaxed text-muted-foreground">{plan.description}</p>

      {plan.categories.map((category) => (
        <CardCategory key={category.id} planId={plan.id} category={category} />
      ))}

      <PlanButton plan={plan} titleId={titleId} size="lg" className="mt-8 w-full self-end" />
    </li>
  );
}

/**
 * A plan's call to action, to /contact: Growth's is the crimson primary, the others are outline
 * buttons. Described by the plan's name, which its own label does not say.
 */
export function PlanButton({
  plan,
  titleId,
  size,
  className,
}: {
  plan: Plan;
  titleId: string;
  size: "sm" | "lg";
  className?: string;
}) {
  return (
    <Button
      asChild
      size={size}
      variant={plan.highlight ? "default" : "outline"}
      className={cn(!plan.highlight && "text-brand", className)}
    >
      <a href={localHref(packageHref(plansPage.buttonUrl, plan.id))} aria-describedby={titleId}>
        {plan.buttonText}
      </a>
    </Button>
  );
}

/**
 * One category of a card: its first five features, and a button that shows the rest in place
 * (and hides them again).
 */
function CardCategory({ planId, category }: { planId: string; category: PlanCategory }) {
  const [expanded, setExpanded] = useState(false);
  const listId = `plan-${planId}-${category.id}`;
  const more = category.features.length - CARD_FEATURE_LIMIT;
  const shown = expanded ? category.features : category.features.slice(0, CARD_FEATURE_LIMIT);
  return (
    <div className="mt-7 border-t border-border pt-6">
      <h4 className="text-sm font-bold tracking-[0.08em] text-muted-foreground uppercase">{category.name}</h4>
      <ul id={listId} className="mt-4 space-y-3">
        {shown.map((feature) => (
          <FeatureItem key={feature.name} feature={feature} />
        ))}
      </ul>
      {more > 0 && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
          className="mt-4 ml-8 inline-flex min-h-9 items-center gap-1.5 rounded-full border border-border bg-muted px-3.5 text-sm font-semibold transition-colors duration-150 hover:border-brand/40 hover:text-brand"
        >
          {expanded ? plansPage.fewerFeatures : plansPage.moreFeatures(more)}
          <ExpandChevron open={expanded} className="-mr-1 size-5 text-current" />
        </button>
      )}
    </div>
  );
}

/**
 * The package's starting price and typical timeline where the agency has set them (DECISIONS.md
 * 27); otherwise a price shown in words ("Custom", Enterprise's) and its billing; otherwise, as
 * shipped for Startup and Growth, how the package is quoted instead of an empty or invented price.
 */
function PriceLine({ plan }: { plan: Plan }) {
  const { price, timeline } = plan.shown;
  return (
    <div className="mt-6 flex min-h-16 flex-col justify-center rounded-md bg-muted px-4 py-3">
      {price ? (
        <PriceText price={price} size="card" />
      ) : plan.priceLabel ? (
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-3xl leading-tight font-extrabold">{plan.priceLabel}</span>
          {plan.billing && <span className="text-muted-foreground">{plan.billing}</span>}
        </p>
      ) : (
        <p className="leading-snug font-semibold text-balance">{plansPage.quote}</p>
      )}
      {timeline && <p className="mt-1 text-sm text-muted-foreground">{timeline}</p>}
    </div>
  );
}

/** "from NPR 45,000" ("रु ४५,००० देखि"): the amount large, the words around it small. */
export function PriceText({ price, size }: { price: PriceShown; size: "card" | "table" }) {
  const words = "text-sm font-normal text-muted-foreground";
  return (
    <p className={cn("flex flex-wrap items-baseline gap-x-1.5", size === "table" && "mt-1")}>
      {price.before && <span className={words}>{price.before}</span>}
      <span
        className={cn(
          "leading-tight font-extrabold whitespace-nowrap",
          size === "card" ? "text-3xl" : "text-lg",
        )}
      >
        {price.amount}
      </span>
      {price.after && <span className={words}>{price.after}</span>}
    </p>
  );
}

/**
 * A feature: its mark, its name with the 'Limited' label and info button, and under it, muted, what
 * exactly the plan gives ("3 months"), so the figures are read without opening a tooltip.
 */
function FeatureItem({ feature }: { feature: PlanFeature }) {
  const kind = inclusionKind(feature.included);
  // The last word stays with the label and the info button, so neither wraps onto a line alone.
  const words = feature.name.split(" ");
  const lastWord = words.pop();
  return (
    <li className="flex items-start gap-3">
      <InclusionMark kind={kind} className="mt-0.5" />
      <span className="min-w-0 leading-snug text-pretty">
        <span className={cn(kind === "excluded" && "text-muted-foreground")}>
          {words.length > 0 && `${words.join(" ")} `}
          <span className="whitespace-nowrap">
            {lastWord} <InclusionText kind={kind} />
            {feature.tooltip && (
              <>
                {" "}
                {/* Its bubble wraps its text: it sits in the no-wrap run above. */}
                <Tooltip
                  label={plansPage.tooltipLabel(feature.name)}
                  text={feature.tooltip}
                  className="-my-1 whitespace-normal"
                />
              </>
            )}
          </span>
        </span>
        {feature.detail && (
          <span className="mt-0.5 block text-sm leading-5 text-muted-foreground">{feature.detail}</span>
        )}
      </span>
    </li>
  );
}
