import { Check, X } from "lucide-react";
import { type Inclusion, plansPage } from "~/content/plans";
import { cn } from "~/lib/utils";

export type InclusionKind = keyof typeof plansPage.inclusion;

/** Partial and limited features are both shown as Limited. */
export function inclusionKind(included: Inclusion): InclusionKind {
  return included === "partial" ? "limited" : included;
}

const marks = {
  included: { icon: Check, className: "bg-chip-green text-chip-green-foreground" },
  excluded: { icon: X, className: "bg-muted text-muted-foreground" },
  // The yellow tick: a graphic beside the visible 'Limited' label, which carries the meaning. A
  // tinted disc like its neighbours, so the limits do not outshine what each plan includes.
  limited: { icon: Check, className: "bg-limited text-limited-foreground" },
} satisfies Record<InclusionKind, unknown>;

/** Tick, cross or yellow tick in a disc; decorative, the text beside it says the same. */
export function InclusionMark({ kind, className }: { kind: InclusionKind; className?: string }) {
  const { icon: Icon, className: colors } = marks[kind];
  return (
    <span
      aria-hidden="true"
      className={cn("grid size-5 shrink-0 place-items-center rounded-full", colors, className)}
    >
      <Icon className="size-3.5" strokeWidth={3} />
    </span>
  );
}

/**
 * The text of a mark: 'Limited' is visible, 'Included' and 'Not included' are for screen readers
 * (the tick and the cross show them).
 */
export function InclusionText({ kind }: { kind: InclusionKind }) {
  const label = plansPage.inclusion[kind];
  return kind === "limited" ? (
    <span className="-my-0.5 inline-flex items-center rounded-full bg-limited px-2 py-0.5 text-xs font-bold text-limited-foreground">
      {label}
    </span>
  ) : (
    <span className="sr-only">{label}</span>
  );
}
