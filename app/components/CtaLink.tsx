import { navigation } from "~/content/menu";
import { isActivePath } from "~/content/menuPanels";
import { cn } from "~/lib/utils";
import { Button, type ButtonProps } from "./ui/button";
import { localHref } from "~/lib/localHref";

type CtaLinkProps = {
  pathname: string;
  size?: ButtonProps["size"];
  className?: string;
};

/**
 * The navigation's call to action ('Get Started'). On its own page it is marked current and, as
 * the other navigation items are, underlined, so the visitor sees where they are.
 */
export function CtaLink({ pathname, size, className }: CtaLinkProps) {
  return (
    <Button
      asChild
      size={size}
      className={cn(
        "aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-[6px]",
        className,
      )}
    >
      <a
        href={localHref(navigation.cta.url)}
        aria-current={isActivePath(pathname, navigation.cta.url) ? "page" : undefined}
      >
        {navigation.cta.title}
      </a>
    </Button>
  );
}
