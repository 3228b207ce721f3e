import { useDeferredValue, useMemo, useState } from "react";
import { type PlanView, plans, plansPage } from "~/content/plans";
import { useExpandedSet } from "~/hooks/useExpandedSet";
import { PlanCards } from "./PlanCards";
import { PlanComparison } from "./PlanComparison";
import { SegmentedControl } from "./ui/segmented-control";
import { Section, SectionHeader } from "./ui/section";

/** Only the first category (Website) of the comparison is open at first. */
const INITIALLY_EXPANDED = [plans[0].categories[0].id];

/**
 * The plans as cards (the default, and what the pre-rendered page shows) or as one comparison
 * table, switched by two toggle buttons. The table's open categories are kept across switches.
 */
export function PlansExplorer() {
  const copy = plansPage.explorer;
  const [view, setView] = useState<PlanView>("cards");
  const { isExpanded, toggle } = useExpandedSet(INITIALLY_EXPANDED);
  // The pressed button answers at once; the view it chose (the comparison is a long table) is
  // rendered after, in slices, so the tap's next paint does not wait for it (INP). Until then the
  // view shown is the one before, unrendered again (one element, kept while its inputs are).
  const shownView = useDeferredValue(view);
  const shown = useMemo(
    () =>
      shownView === "cards" ? <PlanCards /> : <PlanComparison isExpanded={isExpanded} onToggle={toggle} />,
    [shownView, isExpanded, toggle],
  );

  return (
    <Section tone="muted" aria-labelledby="plans-title">
      <div className="mb-12 flex flex-col gap-6 md:mb-16 lg:flex-row lg:items-end lg:justify-between">
        <SectionHeader id="plans-title" title={copy.title} intro={copy.intro} spaced={false} />
        <SegmentedControl
          label={plansPage.viewLabel}
          options={plansPage.views}
          value={view}
          onChange={setView}
          className="self-start lg:self-auto"
        />
      </div>
      <div aria-busy={view !== shownView || undefined}>{shown}</div>
    </Section>
  );
}
