import { afterLoadIdle } from "./dom";
import reelUrl from "./reel.ts?module-url";

/**
 * The home page's reel (components/HomeHero.tsx): its module (reel.ts) is fetched on that page
 * alone, once the page has loaded and the browser is idle, as the islands start (islands.ts), so
 * the video never competes with what the page paints first. A module that fails to arrive leaves
 * the poster, as without JavaScript.
 */
export function startReel(): void {
  afterLoadIdle(() => {
    const video = document.querySelector<HTMLVideoElement>("video[data-reel]");
    if (video)
      import(/* @vite-ignore */ reelUrl).then(
        (reel: typeof import("./reel")) => reel.playReel(video),
        () => {},
      );
  });
}
