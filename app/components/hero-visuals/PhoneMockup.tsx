import type { ReactNode } from "react";
import { CircleUser, Heart, House, Search, SquarePlus } from "lucide-react";
import type { ArtworkCrop as Crop } from "~/content/heroVisuals";
import type { PortfolioProject } from "~/content/portfolio";
import { cn } from "~/lib/utils";
import { ArtworkCrop } from "./ArtworkCrop";
import { CaseStudyCaption } from "./CaseStudyCaption";

/** A phone's screen is about twice as tall as it is wide; a wider crop is a post in a feed. */
const isFeedPost = (crop: Crop, project: PortfolioProject) =>
  (crop.width * project.artwork.width) / (crop.height * project.artwork.height) > 0.6;

/** The widest a phone's screen shows, in CSS pixels. */
const PHONE_WIDTH = 224;

/** The top and bottom of a feed around a post: story rings and the tab bar. */
function FeedChrome({ children }: { children: ReactNode }) {
  return (
    <div className="bg-white pt-9">
      <div className="flex gap-2.5 overflow-hidden px-3 pb-3">
        {["from-primary", "from-amber-400", "from-brand-surface", "from-teal-500"].map((from) => (
          <span
            key={from}
            className={cn("size-9 shrink-0 rounded-full bg-linear-to-tr to-amber-300 p-0.5", from)}
          >
            <span className="block size-full rounded-full border-2 border-white bg-slate-200" />
          </span>
        ))}
      </div>
      {children}
      <div className="flex justify-around border-t border-slate-200 px-2 py-3 text-slate-500">
        {[House, Search, SquarePlus, Heart, CircleUser].map((Icon, index) => (
          <Icon key={index} aria-hidden="true" className="size-5" strokeWidth={1.75} />
        ))}
      </div>
    </div>
  );
}

/**
 * A case study's campaign on one or two phones, the second raised beside the first, and the case
 * study it comes from (without `label`, on the case study's own page, no link to it). The screens
 * are crops of the project's own artwork; `lazy` below the fold.
 */
export function PhoneMockup({
  project,
  screens,
  label,
  lazy = false,
}: {
  project: PortfolioProject;
  screens: Crop[];
  label?: string;
  lazy?: boolean;
}) {
  const imageWidth = Math.max(...screens.map((crop) => PHONE_WIDTH / crop.width));
  return (
    <figure className="mx-auto w-full max-w-xl lg:max-w-none">
      <div aria-hidden="true" className="flex items-center justify-center gap-5 sm:gap-8">
        {screens.map((crop, index) => (
          <div
            key={index}
            className={cn(
              "w-[min(15rem,44vw)] shrink-0 rounded-[2.25rem] bg-[#05070d] p-2 shadow-[0_32px_64px_-24px_rgb(0_0_0/0.7)] ring-1 ring-white/20",
              screens.length > 1 && index === 1 && "-translate-y-8",
            )}
          >
            <div className="relative overflow-hidden rounded-[1.75rem]">
              <span className="absolute top-2 left-1/2 z-10 h-4 w-14 -translate-x-1/2 rounded-full bg-[#05070d]" />
              {isFeedPost(crop, project) ? (
                <FeedChrome>
                  <ArtworkCrop
                    artwork={project.artwork}
                    crop={crop}
                    imageWidth={imageWidth}
                    priority={!lazy && index === 0}
                  />
                </FeedChrome>
              ) : (
                <ArtworkCrop
                  artwork={project.artwork}
                  crop={crop}
                  imageWidth={imageWidth}
                  priority={!lazy && index === 0}
                />
              )}
            </div>
          </div>
        ))}
      </div>
      {label && <CaseStudyCaption project={project} label={label} className="mt-6 justify-center" />}
    </figure>
  );
}
