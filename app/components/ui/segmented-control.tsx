import { cn } from "~/lib/utils";

type SegmentedControlProps<Value extends string> = {
  /** Names the group for assistive technology. */
  label: string;
  options: readonly { id: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  className?: string;
};

/** Two or three mutually exclusive modes as toggle buttons in one pill (`aria-pressed`). */
export function SegmentedControl<Value extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: SegmentedControlProps<Value>) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn("inline-flex gap-1 rounded-full border border-border bg-muted p-1", className)}
    >
      {options.map((option) => {
        const pressed = option.id === value;
        return (
          <button
            key={option.id}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.id)}
            className={cn(
              "min-h-10 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors duration-150",
              pressed ? "bg-selected text-selected-foreground shadow-sm" : "text-foreground hover:bg-surface",
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
