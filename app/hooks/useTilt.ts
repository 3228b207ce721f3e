import { type CSSProperties, type PointerEvent, useCallback, useState } from "react";

/** Pointer offset from the card's centre divided by this gives the tilt in degrees (SPEC.md section 9). */
export const TILT_DIVISOR = 20;

export type Tilt = { rotateX: number; rotateY: number };
export const NO_TILT: Tilt = { rotateX: 0, rotateY: 0 };

/**
 * The tilt for a pointer at (x, y) over a card: right of centre turns the card's right edge away
 * (rotateY > 0), below centre tips its bottom edge away (rotateX < 0).
 */
export function tiltFor(
  rect: { left: number; top: number; width: number; height: number },
  x: number,
  y: number,
): Tilt {
  const offsetX = x - (rect.left + rect.width / 2);
  const offsetY = y - (rect.top + rect.height / 2);
  return { rotateX: -offsetY / TILT_DIVISOR, rotateY: offsetX / TILT_DIVISOR };
}

/**
 * A 3D tilt that follows a mouse over the element and resets when it leaves. Touch and pen do
 * not tilt, and neither does anything under reduced motion. The handlers go on an element that
 * is not itself transformed (a wrapper of the one given `style`), so the centre is exact.
 */
export function useTilt() {
  const [tilt, setTilt] = useState<Tilt | null>(null);

  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== "mouse" || window.matchMedia("(prefers-reduced-motion: reduce)").matches)
      return;
    const { clientX, clientY, currentTarget } = event;
    setTilt(tiltFor(currentTarget.getBoundingClientRect(), clientX, clientY));
  }, []);
  const onPointerLeave = useCallback(() => setTilt(null), []);

  const style: CSSProperties | undefined = tilt
    ? {
        transform: `perspective(1000px) rotateX(${tilt.rotateX}deg) rotateY(${tilt.rotateY}deg) scale(1.02)`,
      }
    : undefined;
  return { tilting: tilt !== null, style, handlers: { onPointerMove, onPointerLeave } };
}
