import { onReady, prefersReducedMotion } from "./dom";

/**
 * Scroll reveal (components/FadeIn.tsx; SPEC.md: items fade in once at least 10% visible). The
 * page's HTML shows everything; here an element marked `data-reveal` that is still off-screen is
 * hidden (`data-reveal="hidden"`, app.css) and faded in once, when 10% of it comes into view.
 * Under reduced motion nothing is hidden or animated.
 */
const THRESHOLD = 0.1;

function reveal(elements: Iterable<HTMLElement>) {
  const firstReport = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const target = entry.target as HTMLElement;
        if (entry.isIntersecting && entry.intersectionRatio >= THRESHOLD) {
          target.dataset.reveal = "shown";
          observer.unobserve(target);
        } else if (!firstReport.has(target)) {
          target.dataset.reveal = "hidden";
        }
        firstReport.add(target);
      }
    },
    { threshold: THRESHOLD },
  );
  for (const element of elements) observer.observe(element);
}

export function startReveal(): void {
  onReady(() => {
    if (typeof IntersectionObserver === "undefined" || prefersReducedMotion()) return;
    reveal(document.querySelectorAll<HTMLElement>("[data-reveal='']"));
  });
}
