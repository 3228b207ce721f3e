import type { ServicePageContent } from "~/content/serviceTypes";
import { cn } from "~/lib/utils";
import { Image } from "../ui/image";

// Each card's place: down the frame from left to right to left, overlapping only at the corners,
// so every mark reads whole.
const placement = [
  "top-0 left-0 -rotate-3",
  "top-[27%] right-0 z-10 rotate-2",
  "bottom-0 left-[6%] z-20 -rotate-1",
];

/**
 * The studio's sample logos laid out like printed cards on a desk. Decorative: the page's
 * showcase names each of them.
 */
export function LogoCards({ logos }: { logos: NonNullable<ServicePageContent["showcase"]>["images"] }) {
  return (
    <div aria-hidden="true" className="relative mx-auto aspect-[5/4] w-full max-w-xl lg:max-w-none">
      {logos.map((logo, index) => (
        <div
          key={logo.src}
          className={cn(
            "absolute w-[55%] overflow-hidden rounded-lg bg-white shadow-[0_32px_64px_-24px_rgb(0_0_0/0.6)] ring-1 ring-black/5",
            placement[index % placement.length],
          )}
        >
          <Image
            src={logo.src}
            alt=""
            width={logo.width}
            height={logo.height}
            priority={index === 0}
            loading="eager"
            className="h-auto w-full dark:brightness-90"
          />
        </div>
      ))}
    </div>
  );
}
