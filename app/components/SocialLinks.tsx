import { ArrowUpRight } from "lucide-react";
import { footer } from "~/content/footer";
import { type SocialNetwork, site } from "~/content/site";
import createLucideIcon from "~/lib/lucideIcon";
import { cn } from "~/lib/utils";
import { buttonVariants } from "./ui/button";

/** Each network's mark, made by the same factory as the site's lucide icons. */
const marks: Record<SocialNetwork, ReturnType<typeof createLucideIcon>> = {
  Facebook: createLucideIcon({
    name: "facebook",
    node: [["path", { d: "M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" }]],
  }),
  Instagram: createLucideIcon({
    name: "instagram",
    node: [
      ["rect", { x: "2", y: "2", width: "20", height: "20", rx: "5" }],
      ["circle", { cx: "12", cy: "12", r: "4" }],
      ["path", { d: "M17.5 6.5h.01" }],
    ],
  }),
};

/**
 * The agency's social profiles (DECISIONS.md 8): new tab, each named for screen readers.
 * Outline buttons take the surrounding text colour, so they suit dark and light cards alike.
 */
export function SocialLinks({ className }: { className?: string }) {
  return (
    <ul className={cn("flex flex-wrap gap-3", className)}>
      {site.social.map((profile) => {
        const Mark = marks[profile.name];
        return (
          <li key={profile.name}>
            <a
              href={profile.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={footer.profileLabel(site.name, profile.name, footer.newTab)}
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              <Mark />
              {profile.name}
              <ArrowUpRight aria-hidden="true" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
