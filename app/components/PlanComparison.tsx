import { useState } from "react";
import { type Plan, type PlanFeature, plans, plansPage } from "~/content/plans";
import { cn } from "~/lib/utils";
import { ExpandChevron } from "./ui/expand-chevron";
import { PlanButton, PriceText } from "./PlanCards";
import { InclusionMark, InclusionText, inclusionKind } from "./PlanInclusion";
import { SegmentedControl } from "./ui/segmented-control";
import { Tooltip } from "./ui/tooltip";

/** Every plan has the same categories and features in the same order; the first plan names them. */
const categories = plans[0].categories;

const rowId = (categoryId: string, index: number) => `compare-${categoryId}-${index}`;
const columnId = (plan: Plan) => `compare-plan-${plan.id}`;

/** The Growth column is tinted, as its card is highlighted. */
const columnTint = (plan: Plan) => plan.highlight && "bg-primary/[0.04]";

/** Phones read the comparison plan by plan: at first the highlighted plan, as on the cards. */
const firstShown = (plans.find((plan) => plan.highlight) ?? plans[0]).id;

type PlanComparisonProps = {
  isExpanded: (categoryId: string) => boolean;
  onToggle: (categoryId: string) => void;
};

/**
 * All features of the three plans in one table. Each category is a row group whose header holds a
 * button that shows or hides its feature rows. The plans' names and buttons head the columns and
 * stay in view below the site's header while the rows scroll by. Phones show one plan's column at
 * a time, chosen in a bar that stays in view above it, so the table never scrolls sideways.
 */
export function PlanComparison({ isExpanded, onToggle }: PlanComparisonProps) {
  const copy = plansPage.table;
  const [shown, setShown] = useState(firstShown);
  // Other plans' columns are not displayed on phones, so not read out there either.
  const onPhonesOnlyShown = (plan: Plan) => plan.id !== shown && "max-md:hidden";

  return (
    // Clipped (not scrolled): the rounded corners cut the rows' backgrounds, and the sticky parts
    // still stick to the page.
    <div
      data-tooltip-boundary
      className="rounded-lg border border-border bg-surface shadow-sm [overflow:clip]"
    >
      <div className="sticky top-[var(--header-height)] z-20 flex h-14 items-center border-b border-border bg-surface px-3 md:hidden">
        <SegmentedControl
          label={copy.planSwitcher}
          options={plans.map((plan) => ({ id: plan.id, label: plan.shortName }))}
          value={shown}
          onChange={setShown}
          className="flex w-full [&>button]:flex-1 [&>button]:px-2"
        />
      </div>
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{copy.caption}</caption>
        {/* Its lower edge is a shadow: a collapsed border would stay behind as it sticks. */}
        <thead className="sticky top-[calc(var(--header-height)+3.5rem)] z-10 bg-surface shadow-[0_1px_0_var(--border)] md:top-[var(--header-height)]">
          <tr>
            <th
              scope="col"
              rowSpan={2}
              className="w-1/2 px-4 py-3 align-bottom md:py-5 text-sm font-bold tracking-[0.08em] text-muted-foreground uppercase md:w-[34%] md:px-6"
            >
              {copy.feature}
            </th>
            {plans.map((plan) => (
              <th
                key={plan.id}
                id={columnId(plan)}
                scope="col"
                className={cn(
                  "px-3 pt-3 text-base leading-snug font-extrabold md:w-[22%] md:px-4 md:pt-5",
                  columnTint(plan),
                  onPhonesOnlyShown(plan),
                )}
              >
                {plan.name}
                {plan.shown.price && <PriceText price={plan.shown.price} size="table" />}
                {plan.shown.timeline && (
                  <span className="block text-sm font-normal text-muted-foreground">
                    {plan.shown.timeline}
                  </span>
                )}
              </th>
            ))}
          </tr>
          <tr>
            {plans.map((plan) => (
              <td
                key={plan.id}
                className={cn(
                  "px-3 pt-2 pb-3 md:px-4 md:pt-3 md:pb-5",
                  columnTint(plan),
                  onPhonesOnlyShown(plan),
                )}
              >
                <PlanButton plan={plan} titleId={columnId(plan)} size="sm" />
              </td>
            ))}
          </tr>
        </thead>
        {categories.map((category, categoryIndex) => {
          const open = isExpanded(category.id);
          const ids = category.features.map((_, index) => rowId(category.id, index));
          return (
            // A control focused from below is scrolled clear of the sticky plans' header.
            <tbody key={category.id} className="[&_button]:scroll-mt-38 md:[&_button]:scroll-mt-24">
              <tr className="border-t border-border">
                <th scope="rowgroup" colSpan={plans.length + 1} className="bg-muted p-0">
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-controls={ids.join(" ")}
                    onClick={() => onToggle(category.id)}
                    className="group flex min-h-13 w-full text-left focus-visible:outline-none"
                  >
                    {/* Its ring, the button's focus indicator, is drawn inside the row, clear of
                        the clipping box and of the rows around it. */}
                    <span
                      data-focus-ring
                      className="flex w-full items-center gap-3 rounded-md px-4 group-focus-visible:outline-3 group-focus-visible:-outline-offset-5 group-focus-visible:outline-ring md:px-6"
                    >
                      <ExpandChevron open={open} className="size-7 bg-surface shadow-sm" />
                      <span className="text-base font-bold group-hover:text-brand">{category.name}</span>
                    </span>
                  </button>
                </th>
              </tr>
              {category.features.map((feature, index) => (
                <tr key={feature.name} id={ids[index]} hidden={!open} className="border-t border-border">
                  <th
                    scope="row"
                    className="px-4 py-3.5 text-sm leading-snug font-semibold md:px-6 md:text-base"
                  >
                    {feature.name}
                  </th>
                  {plans.map((plan) => (
                    <td
                      key={plan.id}
                      className={cn("px-3 py-3.5 md:px-4", columnTint(plan), onPhonesOnlyShown(plan))}
                    >
                      <FeatureCell
                        feature={plan.categories[categoryIndex].features[index]}
                        planName={plan.name}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}

/**
 * A plan's cell: the mark, then beside it what the plan gives ("6 months") as text. A limited
 * feature has its 'Limited' label and info button on the mark's line and its limit under them.
 */
function FeatureCell({ feature, planName }: { feature: PlanFeature; planName: string }) {
  const kind = inclusionKind(feature.included);
  return (
    <div className="flex items-start gap-2">
      <InclusionMark kind={kind} />
      <div className="min-w-0">
        {kind === "limited" ? (
          <div className="flex h-5 items-center gap-1">
            <InclusionText kind={kind} />
            {feature.tooltip && (
              <Tooltip label={plansPage.tooltipLabel(feature.name, planName)} text={feature.tooltip} />
            )}
          </div>
        ) : (
          <InclusionText kind={kind} />
        )}
        {feature.detail && (
          <p className={cn("text-sm leading-5 font-medium text-pretty", kind === "limited" && "mt-1")}>
            {feature.detail}
          </p>
        )}
      </div>
    </div>
  );
}
