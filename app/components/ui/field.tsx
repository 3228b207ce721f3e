import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/** One look for text inputs, selects and text areas; red border while aria-invalid. */
export const controlClass =
  "w-full min-w-0 rounded-md border border-input bg-surface px-4 text-base text-foreground shadow-sm transition-[border-color,box-shadow] duration-150 placeholder:text-muted-foreground/80 hover:border-muted-foreground focus-visible:border-brand disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-1 aria-invalid:ring-destructive";

/** The ids a control points its aria-describedby at. */
export const errorId = (id: string) => `${id}-error`;

type FieldProps = {
  id: string;
  label: string;
  /** Shown after the label, e.g. 'optional'. */
  note?: string;
  error?: string;
  className?: string;
  children: ReactNode;
};

/**
 * A visible label, the control, and its error message underneath. The control itself carries
 * `id`, `aria-invalid` and `aria-describedby={errorId(id)}` (see ContactForm).
 */
export function Field({ id, label, note, error, className, children }: FieldProps) {
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-foreground">
        {label}
        {note && <span className="ml-1.5 font-normal text-muted-foreground">({note})</span>}
      </label>
      {children}
      <p id={errorId(id)} className="flex min-h-5 items-start gap-1.5 text-sm text-destructive empty:hidden">
        {error && (
          <>
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {error}
          </>
        )}
      </p>
    </div>
  );
}
