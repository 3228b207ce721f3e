import type { ServicePageContent } from "~/content/serviceTypes";
import { cn } from "~/lib/utils";
import { Image } from "../ui/image";

// Each card's place in the fan: the middle one in front, the others turned away behind it.
const placement = [
  "top-0 left-0 -rotate-6",
  "top-1/2 left-1/2 z-10 -translate-x-1/2 -translate-y-1/2",
  "right-0 bottom-0 rotate-6",
];

/**
 * The studio's sample logos fanned out like printed cards on a desk. Decorative: the page's
 * showcase names each of them.
 */
export function LogoFan({ logos }: { logos: NonNullable<ServicePageContent["showcase"]>["images"] }) {
  return (
    <div aria-hidden="true" className="relative mx-auto aspect-[5/4] w-full max-w-xl lg:max-w-none">
      {logos.map((logo, index) => (
        <div
          key={logo.src}
          className={cn(
            "absolute w-[58%] overflow-hidden rounded-lg bg-white shadow-[0_32px_64px_-24px_rgb(0_0_0/0.6)] ring-1 ring-black/5",
            placement[index % placement.length],
          )}
        >
          <Image
            src={logo.src}
            alt=""
            width={logo.width}
            height={logo.height}
            priority={index === 1}
            loading="eager"
            className="h-auto w-full dark:brightness-90"
          />
        </div>
      ))}
    </div>
  );
}
