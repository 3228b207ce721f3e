import { Pause, Play } from "lucide-react";
import { hero } from "~/content/home";
import { CallsToAction } from "./CallsToAction";
import { Button } from "./ui/button";
import { Container } from "./ui/container";

/**
 * The looping, muted reel of the work behind the headline. The hero is as tall as its words, not
 * the whole screen: the first case study's artwork shows on the first screen below it (issue 33).
 * Plain HTML with no React: the shell's module plays the reel (app/shell/reel.ts), giving the
 * video its sources (`data-webm`, `data-mp4`) when motion and data are welcome and showing its
 * pause button (WCAG 2.2.2), so the HTML alone never downloads a video, nor shows a button that
 * could not work.
 */
export function HomeHero() {
  // One control, placed where each width shows it; the other width's copy is not displayed. A
  // toggle button, pressed while the reel is paused: its icon follows `aria-pressed`.
  const pauseButton = (placement: string) => (
    <Button
      variant="ghost"
      size="icon"
      shape="round"
      hidden
      aria-label={hero.video.pauseLabel}
      aria-pressed="false"
      data-reel-toggle
      className={`group ${placement} border border-white/25 bg-black/30 backdrop-blur-sm`}
    >
      <Pause aria-hidden="true" className="group-aria-pressed:hidden" />
      <Play aria-hidden="true" className="hidden group-aria-pressed:block" />
    </Button>
  );

  return (
    <section
      aria-labelledby="hero-title"
      className="on-inverse relative isolate overflow-hidden bg-inverse text-inverse-foreground"
    >
      {/* The poster is not preloaded. It is the page's largest paint (the reel fills the hero), but
          that paint waits for the stylesheet and fonts the words need, not for the poster
          (Lighthouse: 0.06 s to load it, 1 s more to render); a preload would put it before them. */}
      <video
        data-reel
        data-webm={hero.video.webm}
        data-mp4={hero.video.mp4}
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
        {hero.video.fallback}
      </video>
      {/* The scrim darkens where the words are and only there, so the reel reads as the work.
          Up to 1024px the words span the hero: it is opaque behind them, so no word of the reel
          shows through the headline, and the reel shows in the strip under the buttons. Wider, the words keep to
          the left and the reel shows on the right, behind the summary's own dark card; at the top,
          the header's words (the language switch) keep 4.5:1 over the reel's lightest frames. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_bottom,rgb(10_26_63)_0%,rgb(10_26_63)_calc(100%-2.5rem),rgb(10_26_63/0.55)_100%)] lg:bg-[linear-gradient(to_bottom,rgb(10_26_63/0.75),rgb(10_26_63/0)_9rem),linear-gradient(100deg,rgb(10_26_63/0.95)_0%,rgb(10_26_63/0.9)_56%,rgb(10_26_63/0.5)_74%,rgb(10_26_63/0.3)_100%)]"
      />
      {/* On a phone, at the top, beside the eyebrow: before the words in the Tab order too. */}
      {pauseButton("absolute top-[calc(var(--header-height)+12px)] right-4 sm:right-8 md:hidden")}
      <Container className="grid items-center gap-12 pt-[calc(var(--header-height)+12px)] pb-8 md:pt-[calc(var(--header-height)+48px)] md:pb-16 lg:grid-cols-[1fr_300px]">
        <div className="max-w-3xl">
          <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-4 py-1.5 text-sm font-semibold md:mb-5">
            <span aria-hidden="true" className="size-2 rounded-full bg-primary" />
            {hero.eyebrow}
          </p>
          <h1
            id="hero-title"
            className="text-[2rem] leading-[1.1] min-[360px]:text-[2.125rem] font-extrabold sm:text-5xl md:text-[3.5rem] lg:text-[3.75rem]"
          >
            {hero.title}
          </h1>
          <p className="mt-4 max-w-2xl text-[1.0625rem] leading-relaxed text-inverse-muted md:mt-6 md:text-xl">
            {hero.promise}
          </p>
          {/* On a phone the buttons are the size of the others on the page, so the work starts higher. */}
          <CallsToAction
            primary={hero.primary}
            secondary={hero.secondary}
            className="mt-5 max-sm:[&>a]:h-11 md:mt-8"
          />
        </div>
        <div className="hidden rounded-lg border border-white/15 bg-[rgb(10_26_63/0.88)] p-7 shadow-lg backdrop-blur-md lg:block">
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
      {/* Wide, under the summary at the hero's foot: after the buttons, as the Tab order goes. */}
      {pauseButton("absolute right-8 bottom-6 max-md:hidden")}
    </section>
  );
}
