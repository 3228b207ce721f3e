import { useRef } from "react";
import { testimonials, testimonialsPage } from "~/content/testimonials";
import { ALL_TESTIMONIALS, useTestimonialFilter } from "~/hooks/useTestimonialFilter";
import { cn } from "~/lib/utils";
import { TestimonialCard } from "./TestimonialCard";
import { Button } from "./ui/button";
import { SegmentedControl } from "./ui/segmented-control";
import { Section, SectionHeader } from "./ui/section";
import { ToggleChip } from "./ui/toggle-chip";

/** As many columns as cards, up to three: one or two stories fill the row instead of leaving gaps. */
const GRID_COLUMNS: Record<number, string> = {
  1: "md:max-w-2xl",
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3",
};

/** All testimonials with the filter bar: All, the industry or service chips, and the grouping. */
export function TestimonialBrowser() {
  const copy = testimonialsPage.browser;
  const { grouping, setGrouping, filter, setFilter, chips, visible } = useTestimonialFilter(testimonials);
  const groupingLabel = copy.groupings.find((option) => option.id === grouping)?.label ?? "";
  // Under 'All' the featured stories are right above: the grid does not show them a second time.
  // A chosen industry or service lists every story it matches, the featured ones too.
  const listed = filter === ALL_TESTIMONIALS ? visible.filter((item) => !item.featured) : visible;
  const allRef = useRef<HTMLButtonElement>(null);
  // 'Show all stories' goes away with the empty list: the focus goes to the 'All' chip it pressed.
  const showAll = () => {
    setFilter(ALL_TESTIMONIALS);
    allRef.current?.focus();
  };

  return (
    <Section tone="muted" aria-labelledby="stories-title">
      <SectionHeader id="stories-title" title={copy.title} intro={copy.intro} />
      <div className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-3 shadow-sm md:flex-row md:items-center md:justify-between">
        <div role="group" aria-label={copy.filterLabel} className="flex flex-wrap gap-2">
          <ToggleChip
            ref={allRef}
            pressed={filter === ALL_TESTIMONIALS}
            onClick={() => setFilter(ALL_TESTIMONIALS)}
          >
            {copy.all}
          </ToggleChip>
          {chips.map((chip) => (
            <ToggleChip key={chip} pressed={filter === chip} onClick={() => setFilter(chip)}>
              {chip}
            </ToggleChip>
          ))}
        </div>
        <SegmentedControl
          label={copy.groupingLabel}
          options={copy.groupings}
          value={grouping}
          onChange={setGrouping}
          className="self-start md:self-auto"
        />
      </div>

      <p aria-live="polite" className="mt-6 text-sm font-semibold text-muted-foreground">
        {copy.results(visible.length, testimonials.length, visible.length - listed.length)}
      </p>
      {listed.length > 0 ? (
        <ul className={cn("mt-4 grid gap-6", GRID_COLUMNS[Math.min(listed.length, 3)])}>
          {listed.map((item) => (
            <li key={item.id}>
              <TestimonialCard testimonial={item} ratingLabel={testimonialsPage.ratingLabel(item.rating)} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4 rounded-lg border border-dashed border-border bg-surface px-6 py-12 text-center">
          <p className="text-lg font-semibold">{copy.empty(filter, groupingLabel)}</p>
          <Button variant="outline" className="mt-5 text-brand" onClick={showAll}>
            {copy.showAll}
          </Button>
        </div>
      )}
    </Section>
  );
}
