import { Pause, Play } from "lucide-react";
import { hero } from "~/content/home";
import { useBackgroundVideo } from "~/hooks/useBackgroundVideo";
import { CallsToAction } from "./CallsToAction";
import { Button } from "./ui/button";
import { Container } from "./ui/container";

/** Full-screen looping, muted background video behind the headline. */
export function HomeHero() {
  const { videoRef, enabled, paused, togglePaused } = useBackgroundVideo();

  return (
    <section
      aria-labelledby="hero-title"
      className="on-inverse relative isolate flex min-h-svh items-center overflow-hidden bg-inverse text-inverse-foreground"
    >
      {/* The poster is not preloaded: the heading is the page's largest paint, and the fonts it
          waits for go first; the poster, a backdrop on the hero's own dark ground, follows. */}
      <video
        ref={videoRef}
        className="absolute inset-0 -z-20 size-full object-cover"
        poster={hero.video.poster}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        width={1280}
        height={720}
      >
        {enabled && <source src={hero.video.webm} type="video/webm" />}
        {enabled && <source src={hero.video.mp4} type="video/mp4" />}
        {hero.video.fallback}
      </video>
      {/* Scrim: keeps the headline readable over every frame of the reel of light artwork. On
          phones the text spans the screen, so the scrim is even; wider, the reel shows on the right. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[rgb(10_26_63/0.86)] md:bg-[linear-gradient(100deg,rgb(10_26_63/0.95)_0%,rgb(10_26_63/0.84)_55%,rgb(10_26_63/0.62)_100%)]"
      />
      <Container className="grid items-center gap-12 pt-[calc(var(--header-height)+48px)] pb-24 lg:grid-cols-[1fr_300px]">
        <div className="max-w-3xl">
          <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-4 py-1.5 text-sm font-semibold backdrop-blur-sm">
            <span aria-hidden="true" className="size-2 rounded-full bg-primary" />
            {hero.eyebrow}
          </p>
          <h1
            id="hero-title"
            className="text-[2.5rem] leading-[1.08] font-extrabold sm:text-5xl md:text-6xl lg:text-[4.25rem]"
          >
            {hero.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-inverse-muted md:text-xl">
            {hero.promise}
          </p>
          <CallsToAction primary={hero.primary} secondary={hero.secondary} className="mt-10" />
        </div>
        <div className="hidden rounded-lg border border-white/15 bg-white/8 p-7 backdrop-blur-md lg:block">
          <h2 className="text-sm font-bold uppercase tracking-[0.14em] text-inverse-muted">
            {hero.highlightsTitle}
          </h2>
          <dl className="mt-5 divide-y divide-white/10">
            {hero.highlights.map((item) => (
              <div key={item.label} className="flex flex-col-reverse py-4 first:pt-0 last:pb-0">
                <dt className="text-sm text-inverse-muted">{item.label}</dt>
                <dd className="text-3xl font-extrabold tracking-tight">{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Container>
      {enabled && (
        <Button
          variant="ghost"
          size="icon"
          shape="round"
          aria-label={hero.video.pauseLabel}
          aria-pressed={paused}
          onClick={togglePaused}
          className="absolute right-5 bottom-5 border border-white/25 bg-black/20 backdrop-blur-sm sm:right-8 sm:bottom-8"
        >
          {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
        </Button>
      )}
    </section>
  );
}
