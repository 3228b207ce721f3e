import { cva } from "class-variance-authority";
import { X } from "lucide-react";
import type { ComponentProps } from "react";
import { toastCopy } from "~/content/toast";
import type { Toast } from "~/lib/toast";
import { cn } from "~/lib/utils";

const toastVariants = cva(
  "flex touch-pan-y items-start gap-3 rounded-md border p-4 shadow-lg [overflow-wrap:anywhere] max-sm:starting:-translate-y-4 sm:starting:translate-y-4 starting:opacity-0",
  {
    variants: {
      variant: {
        // In dark the shadow is lost: a lighter edge keeps the toast apart from the navy footer.
        default: "border-border bg-surface text-surface-foreground dark:border-muted-foreground/30",
        destructive: "border-destructive/60 bg-destructive-surface text-destructive-surface-foreground",
      },
    },
  },
);

const descriptionVariants = cva("mt-1 text-sm leading-relaxed", {
  variants: { variant: { default: "text-muted-foreground", destructive: "" } },
});

// The site's blue focus ring would not stand out on the destructive red: white there.
const closeVariants = cva(
  "-mt-2 -mr-2 grid size-10 shrink-0 place-items-center rounded-sm transition-colors duration-150 hover:bg-current/8 focus-visible:outline-offset-0",
  {
    variants: {
      variant: {
        default: "text-muted-foreground hover:text-foreground",
        destructive: "focus-visible:outline-destructive-surface-foreground",
      },
    },
  },
);

/** The list the toasts stand in, newest at the bottom. */
export const toastListClass = "pointer-events-auto flex flex-col gap-2";

type ToastCardProps = ComponentProps<"li"> & { toast: Toast; onClose: () => void };

/**
 * One toast as it looks: title, description and close button. ToastList adds the swipe and the
 * timer; on its own it is what shows when that code could not be fetched (Toaster).
 */
export function ToastCard({ toast, onClose, className, ...props }: ToastCardProps) {
  return (
    <li
      data-toast-id={toast.id}
      className={cn(toastVariants({ variant: toast.variant }), className)}
      {...props}
    >
      <div className="min-w-0 flex-1">
        <p className="leading-snug font-bold">{toast.title}</p>
        {toast.description && (
          <p className={descriptionVariants({ variant: toast.variant })}>{toast.description}</p>
        )}
      </div>
      <button
        type="button"
        aria-label={toastCopy.dismiss}
        onClick={onClose}
        className={closeVariants({ variant: toast.variant })}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
