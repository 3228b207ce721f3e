import { ArrowUpRight } from "lucide-react";
import { footer } from "~/content/footer";
import { site } from "~/content/site";
import { cn } from "~/lib/utils";
import { buttonVariants } from "./ui/button";

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
            {profile.name}
            <ArrowUpRight aria-hidden="true" />
          </a>
        </li>
      ))}
    </ul>
  );
}
