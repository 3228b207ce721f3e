import { useEffect, useRef } from "react";

/**
 * Scroll reveal without a library. The pre-rendered HTML shows the content; after hydration an
 * element that is still off-screen is marked `data-reveal="hidden"` and shown once `threshold`
 * of it is visible. Under reduced motion nothing is hidden or animated.
 */
export function useReveal<T extends HTMLElement>(threshold = 0.1) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;

    let firstReport = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry.isIntersecting && entry.intersectionRatio >= threshold) {
          element.dataset.reveal = "shown";
          observer.disconnect();
        } else if (firstReport) {
          element.dataset.reveal = "hidden";
        }
        firstReport = false;
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold]);
  return ref;
}
