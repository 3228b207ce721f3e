import { ArrowUpRight } from "lucide-react";
import type { ReactNode } from "react";
import { footer } from "~/content/footer";
import { type SocialNetwork, site } from "~/content/site";
import { cn } from "~/lib/utils";
import { buttonVariants } from "./ui/button";

/** Each network's mark, drawn like the lucide icons around it (24px grid, 2px strokes). */
const marks: Record<SocialNetwork, ReactNode> = {
  Facebook: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
  Instagram: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
};

/**
 * The agency's social profiles (DECISIONS.md 8): new tab, each named for screen readers.
 * Outline buttons take the surrounding text colour, so they suit dark and light cards alike.
 */
export function SocialLinks({ className }: { className?: string }) {
  return (
    <ul className={cn("flex flex-wrap gap-3", className)}>
      {site.social.map((profile) => (
        <li key={profile.name}>
          <a
            href={profile.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${site.name} on ${profile.name} (${footer.newTab})`}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              {marks[profile.name]}
            </svg>
            {profile.name}
            <ArrowUpRight aria-hidden="true" />
          </a>
        </li>
      ))}
    </ul>
  );
}
