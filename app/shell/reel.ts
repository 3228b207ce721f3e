import { prefersReducedMotion, REDUCED_MOTION } from "./dom";

type NetworkInformation = { saveData?: boolean };

/** The visitor asked for less motion or less data: the poster, and no video downloaded. */
const stillWanted = () =>
  prefersReducedMotion() ||
  (navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData === true;

/**
 * Plays the home page's reel (components/HomeHero.tsx), pre-rendered with its poster and no
 * source: when motion and data are welcome, it is given its sources and played, and its pause
 * buttons (WCAG 2.2.2) are shown. Reduced motion asked for while it plays takes the sources away,
 * which stops it and brings the poster back, and hides the buttons; asked back, it plays again.
 */
export function playReel(video: HTMLVideoElement): void {
  const toggles = [...document.querySelectorAll<HTMLButtonElement>("[data-reel-toggle]")];
  const showPaused = (paused: boolean) => {
    for (const toggle of toggles) toggle.setAttribute("aria-pressed", String(paused));
  };
  const play = () => {
    showPaused(false);
    // A browser that refuses to play it (a power saver) leaves it paused, and says so.
    video.play().catch(() => showPaused(true));
  };

  function follow() {
    const still = stillWanted();
    for (const toggle of toggles) toggle.hidden = still;
    for (const source of video.querySelectorAll("source")) source.remove();
    if (still) {
      if (video.currentSrc) video.load();
      return;
    }
    video.prepend(
      ...(["webm", "mp4"] as const).map((format) =>
        Object.assign(document.createElement("source"), {
          src: video.dataset[format] ?? "",
          type: `video/${format}`,
        }),
      ),
    );
    video.load();
    play();
  }

  for (const toggle of toggles)
    toggle.addEventListener("click", () => {
      if (video.paused) play();
      else {
        video.pause();
        showPaused(true);
      }
    });
  matchMedia(REDUCED_MOTION).addEventListener("change", follow);
  follow();
}
