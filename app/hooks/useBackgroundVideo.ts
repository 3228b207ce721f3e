import { useEffect, useRef, useState, useSyncExternalStore } from "react";

type NetworkInformation = { saveData?: boolean };

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** The visitor asked for less motion or less data: show the poster, download no video. */
export function prefersStillHero(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return window.matchMedia(REDUCED_MOTION).matches || connection?.saveData === true;
}

function subscribeToMotionPreference(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * The hero video's sources are attached only after hydration, and only when motion and data are
 * welcome, so the pre-rendered HTML never triggers a video download. The visitor can pause it.
 */
export function useBackgroundVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  // False in the pre-rendered HTML; decided in the browser right after hydration.
  const enabled = useSyncExternalStore(
    subscribeToMotionPreference,
    () => !prefersStillHero(),
    () => false,
  );
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (!enabled) {
      // Reduced motion asked for while it played: the sources are gone, so loading again stops it
      // and brings back the poster (a playing video would otherwise go on, without its button).
      if (video.currentSrc) video.load();
      return;
    }
    video.load();
    video.play().catch(() => setPaused(true));
  }, [enabled]);

  function togglePaused() {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      setPaused(false);
      video.play().catch(() => setPaused(true));
    } else {
      video.pause();
      setPaused(true);
    }
  }

  return { videoRef, enabled, paused, togglePaused };
}
