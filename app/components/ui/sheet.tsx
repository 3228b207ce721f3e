import { type ReactNode, type RefObject, useEffect, useEffectEvent, useRef } from "react";
import { cn } from "~/lib/utils";

type SheetProps = {
  open: boolean;
  onClose: () => void;
  /** Element that gets focus back when the sheet closes. */
  returnFocusRef: RefObject<HTMLElement | null>;
  labelledBy: string;
  className?: string;
  children: ReactNode;
};

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex='-1'])";

/**
 * Side panel on the native modal <dialog>: the page behind is inert, Escape and a tap on the
 * backdrop close it, and Tab wraps around inside it. No dialog library is shipped.
 */
export function Sheet({ open, onClose, returnFocusRef, labelledBy, className, children }: SheetProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      returnFocusRef.current?.focus();
    }
  }, [open, returnFocusRef]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      close();
    };
    // A click whose target is the dialog itself landed on the backdrop, outside the panel.
    const onClick = (event: MouseEvent) => event.target === dialog && close();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element) => element.offsetParent !== null,
      );
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("click", onClick);
    dialog.addEventListener("keydown", onKeyDown);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("click", onClick);
      dialog.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      className={cn(
        // A light panel inside the header: its focus ring is the default one, also when the
        // header is transparent over a dark hero (.on-inverse).
        "fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(88vw,360px)] max-w-none bg-surface p-0 text-surface-foreground shadow-lg [&_:focus-visible]:outline-ring",
        "backdrop:bg-inverse/60 backdrop:backdrop-blur-sm motion-safe:open:animate-[slide-in-right_250ms_var(--ease-out)]",
        className,
      )}
    >
      {open && children}
    </dialog>
  );
}
