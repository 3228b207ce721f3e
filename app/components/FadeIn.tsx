import type { CSSProperties, ElementType, ReactNode } from "react";
import { cn } from "~/lib/utils";

type FadeInProps = { as?: ElementType; className?: string; children: ReactNode };

/**
 * Fades and lifts its content in once 10% of it is visible; still under reduced motion. The
 * shell's script does it (app/shell/reveal.ts): the page needs no React for it.
 */
export function FadeIn({ as: Component = "div", className, children }: FadeInProps) {
  return (
    <Component data-reveal="" className={cn("reveal-self", className)}>
      {children}
    </Component>
  );
}

/** A group whose FadeInItem children appear one after another, `stagger` ms apart. */
export function FadeInStagger({ as: Component = "div", className, children }: FadeInProps) {
  return (
    <Component data-reveal="" className={className}>
      {children}
    </Component>
  );
}

type FadeInItemProps = FadeInProps & { index: number; stagger?: number };

export function FadeInItem({
  as: Component = "div",
  className,
  children,
  index,
  stagger = 150,
}: FadeInItemProps) {
  return (
    <Component
      className={cn("reveal-item", className)}
      style={{ "--reveal-delay": `${index * stagger}ms` } as CSSProperties}
    >
      {children}
    </Component>
  );
}
