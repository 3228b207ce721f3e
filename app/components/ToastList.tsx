import {
  type CSSProperties,
  type PointerEvent,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { TOAST_DURATION_MS, type Toast } from "~/lib/toast";
import { isFocusLost } from "~/lib/utils";
import { ToastCard, toastListClass } from "./ToastCard";

/** A drag released this many pixels sideways dismisses the toast... */
const SWIPE_DISTANCE = 60;
/** ...and so does a flick: at least this far, this fast (pixels per millisecond). */
const FLICK_DISTANCE = 20;
const FLICK_SPEED = 0.5;

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
      className={toastListClass}
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
    <ToastCard
      toast={toast}
      onClose={onClose}
      // Enter (from the starting: styles) and spring back; the toast follows the finger exactly.
      className={
        swipe.dragging
          ? "select-none"
          : "motion-safe:transition-[translate,transform,opacity] motion-safe:duration-250 motion-safe:ease-out"
      }
      style={swipe.style}
      {...swipe.handlers}
    />
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
