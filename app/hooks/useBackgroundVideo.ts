import { useEffect, useRef, useState } from "react";

type NetworkInformation = { saveData?: boolean };

/** The visitor asked for less motion or less data: show the poster, download no video. */
export function prefersStillHero(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches || connection?.saveData === true;
}

/**
 * The hero video's sources are attached only after hydration, and only when motion and data are
 * welcome, so the pre-rendered HTML never triggers a video download. The visitor can pause it.
 */
export function useBackgroundVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [enabled, setEnabled] = useState(false);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!prefersStillHero()) setEnabled(true);
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!enabled || !video) return;
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
