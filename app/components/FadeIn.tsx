import type { CSSProperties, ElementType, ReactNode } from "react";
import { useReveal } from "~/hooks/useReveal";
import { cn } from "~/lib/utils";

type FadeInProps = { as?: ElementType; className?: string; children: ReactNode };

/** Fades and lifts its content in once 10% of it is visible; still under reduced motion. */
export function FadeIn({ as: Component = "div", className, children }: FadeInProps) {
  const ref = useReveal<HTMLElement>(0.1);
  return (
    <Component ref={ref} className={cn("reveal-self", className)}>
      {children}
    </Component>
  );
}

/** A group whose FadeInItem children appear one after another, `stagger` ms apart. */
export function FadeInStagger({ as: Component = "div", className, children }: FadeInProps) {
  const ref = useReveal<HTMLElement>(0.1);
  return (
    <Component ref={ref} className={className}>
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
