import { cloneElement, isValidElement, type HTMLAttributes, type ReactNode } from "react";
import { cn } from "~/lib/utils";

/**
 * Renders its only child with these props added (`asChild`, as in Radix's Slot): the child's own
 * props win, class names are joined. The site's uses wrap a link in a button's look, which needs
 * nothing more.
 */
export function Slot({
  children,
  className,
  ...props
}: HTMLAttributes<HTMLElement> & { children?: ReactNode }) {
  if (!isValidElement<HTMLAttributes<HTMLElement>>(children)) throw new Error("Slot needs one element child");
  return cloneElement(children, {
    ...props,
    ...children.props,
    className: cn(className, children.props.className),
  });
}
