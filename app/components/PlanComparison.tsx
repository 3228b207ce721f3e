import { type Plan, type PlanFeature, plans, plansPage } from "~/content/plans";
import { cn } from "~/lib/utils";
import { ExpandChevron } from "./ui/expand-chevron";
import { InclusionMark, InclusionText, inclusionKind } from "./PlanInclusion";
import { Tooltip } from "./ui/tooltip";

/** Every plan has the same categories and features in the same order; the first plan names them. */
const categories = plans[0].categories;

const rowId = (categoryId: string, index: number) => `compare-${categoryId}-${index}`;

/** Below md the feature column stays in view while the plans scroll under it: a line marks its edge. */
const stickyEdge =
  "max-md:after:absolute max-md:after:inset-y-0 max-md:after:right-0 max-md:after:w-px max-md:after:bg-border";

/** The Growth column is tinted, as its card is highlighted. */
const columnTint = (plan: Plan) => plan.highlight && "bg-primary/[0.04]";

type PlanComparisonProps = {
  isExpanded: (categoryId: string) => boolean;
  onToggle: (categoryId: string) => void;
};

/**
 * All features of the three plans in one table. Each category is a row group whose header holds a
 * button that shows or hides its feature rows. On a narrow screen the table scrolls sideways in its
 * own focusable box, with the feature names kept in view.
 */
export function PlanComparison({ isExpanded, onToggle }: PlanComparisonProps) {
  const copy = plansPage.table;
  return (
    <div>
      <p className="mb-3 text-sm text-muted-foreground md:hidden">{copy.scrollHint}</p>
      <div
        role="region"
        aria-label={copy.region}
        // Focusable so that keyboard users can scroll it sideways.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-tooltip-boundary
        // Relative: the screen-reader-only texts (absolutely placed) are clipped by it too, and do
        // not widen the page. The scroll padding keeps a focused button clear of the sticky column.
        className="@container relative overflow-x-auto rounded-lg border border-border bg-surface shadow-sm max-md:scroll-ps-44"
      >
        <table className="w-full min-w-[45rem] border-collapse text-left">
          <caption className="sr-only">{copy.caption}</caption>
          <thead>
            <tr>
              <th
                scope="col"
                className={cn(
                  "sticky left-0 z-10 w-44 bg-surface px-4 py-5 text-sm font-bold tracking-[0.08em] text-muted-foreground uppercase md:w-[34%] md:px-6",
                  stickyEdge,
                )}
              >
                {copy.feature}
              </th>
              {plans.map((plan) => (
                <th
                  key={plan.id}
                  scope="col"
                  className={cn(
                    "px-3 py-5 text-base leading-snug font-extrabold md:w-[22%] md:px-4",
                    columnTint(plan),
                  )}
                >
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          {categories.map((category, categoryIndex) => {
            const open = isExpanded(category.id);
            const ids = category.features.map((_, index) => rowId(category.id, index));
            return (
              <tbody key={category.id}>
                <tr className="border-t border-border">
                  <th scope="rowgroup" colSpan={plans.length + 1} className="bg-muted p-0">
                    <button
                      type="button"
                      aria-expanded={open}
                      aria-controls={ids.join(" ")}
                      onClick={() => onToggle(category.id)}
                      className="group flex min-h-13 w-full text-left focus-visible:outline-none"
                    >
                      {/* As wide as the box, and kept in view: its ring, the button's focus
                          indicator, is drawn inside it, clear of the clipping box and of the
                          sticky cells of the rows around it. */}
                      <span
                        data-focus-ring
                        className="sticky left-0 flex w-[100cqw] items-center gap-3 rounded-md px-4 group-focus-visible:outline-3 group-focus-visible:-outline-offset-5 group-focus-visible:outline-ring md:px-6"
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
                      className={cn(
                        "sticky left-0 z-10 bg-surface px-4 py-3.5 text-sm leading-snug font-semibold md:px-6 md:text-base",
                        stickyEdge,
                      )}
                    >
                      {feature.name}
                    </th>
                    {plans.map((plan) => (
                      <td key={plan.id} className={cn("px-3 py-3.5 md:px-4", columnTint(plan))}>
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
