import { cva } from "class-variance-authority";
import { X } from "lucide-react";
import {
  type CSSProperties,
  type PointerEvent,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { toastCopy } from "~/content/toast";
import { TOAST_DURATION_MS, type Toast } from "~/lib/toast";
import { cn, isFocusLost } from "~/lib/utils";

/** A drag released this many pixels sideways dismisses the toast... */
const SWIPE_DISTANCE = 60;
/** ...and so does a flick: at least this far, this fast (pixels per millisecond). */
const FLICK_DISTANCE = 20;
const FLICK_SPEED = 0.5;

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

type ToastListProps = { toasts: Toast[]; onClose: (id: number) => void };

/**
 * While the pointer is over the list or focus is inside it, no toast closes itself (WCAG 2.2.1). The
 * list takes the pointer (the gaps too, so moving between toasts does not resume them); the region
 * around it lets clicks through to the page.
 */
export function ToastList({ toasts, onClose }: ToastListProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);

  // The oldest toast, dropped for a new one, can take the focus with it, and no blur event says so.
  useLayoutEffect(() => {
    if (focused && isFocusLost()) {
      listRef.current?.querySelector("button")?.focus();
    }
  }, [toasts, focused]);

  return (
    // Focus and blur bubble up from the close buttons: the list only tracks focus within it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <ol
      ref={listRef}
      className="pointer-events-auto flex flex-col gap-2"
      // Touch has no hover: a finger on a toast pauses it as a drag (useSwipe).
      onPointerEnter={(event) => setHovered(event.pointerType !== "touch")}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {toasts.map((item) => (
        <ToastItem key={item.id} toast={item} paused={hovered || focused} onClose={() => onClose(item.id)} />
      ))}
    </ol>
  );
}

type ToastItemProps = { toast: Toast; paused: boolean; onClose: () => void };

function ToastItem({ toast, paused, onClose }: ToastItemProps) {
  const swipe = useSwipe(onClose);
  useAutoClose(onClose, paused || swipe.dragging);

  return (
    <li
      data-toast-id={toast.id}
      className={cn(
        toastVariants({ variant: toast.variant }),
        // Enter (from the starting: styles) and spring back; the toast follows the finger exactly.
        swipe.dragging
          ? "select-none"
          : "motion-safe:transition-[translate,transform,opacity] motion-safe:duration-250 motion-safe:ease-out",
      )}
      style={swipe.style}
      {...swipe.handlers}
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

/**
 * Calls `onClose` once the toast has been shown, unpaused, for TOAST_DURATION_MS: a pause keeps the
 * time that is left.
 */
function useAutoClose(onClose: () => void, paused: boolean) {
  const remaining = useRef(TOAST_DURATION_MS);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => close(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused]);
}

/**
 * Horizontal drag with any pointer: the toast follows it and is dismissed when released far or fast
 * enough, else springs back. `touch-pan-y` leaves vertical scrolling to the browser, which then
 * cancels the drag.
 */
function useSwipe(onDismiss: () => void) {
  const start = useRef<{ pointerId: number; x: number; time: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);

  const stop = () => {
    start.current = null;
    setDragging(false);
    setOffset(0);
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      // The close button keeps its click; a mouse drags with its main button only.
      if (event.button !== 0 || (event.target as Element).closest("button")) return;
      start.current = { pointerId: event.pointerId, x: event.clientX, time: event.timeStamp };
      event.currentTarget.setPointerCapture(event.pointerId);
      setDragging(true);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (start.current?.pointerId === event.pointerId) setOffset(event.clientX - start.current.x);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      if (start.current?.pointerId !== event.pointerId) return;
      const distance = Math.abs(event.clientX - start.current.x);
      const speed = distance / Math.max(1, event.timeStamp - start.current.time);
      stop();
      if (distance >= SWIPE_DISTANCE || (distance >= FLICK_DISTANCE && speed >= FLICK_SPEED)) onDismiss();
    },
    onPointerCancel: stop,
  };

  const style: CSSProperties | undefined = offset
    ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.4, 1 - Math.abs(offset) / 200) }
    : undefined;

  return { dragging, style, handlers };
}
