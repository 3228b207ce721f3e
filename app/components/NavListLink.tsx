import { type NavLink } from "~/content/menu";
import { isActivePath } from "~/content/menuPanels";
import { localHref } from "~/lib/localHref";

type NavListLinkProps = {
  link: NavLink;
  pathname: string;
  /** The link's look, active (its page or a page below it is shown) or not. */
  linkClass: (active: boolean) => string;
};

/** A top-level link of a navigation list, marked as the current page while it is active. */
export function NavListLink({ link, pathname, linkClass }: NavListLinkProps) {
  const active = isActivePath(pathname, link.url);
  return (
    <li>
      <a href={localHref(link.url)} aria-current={active ? "page" : undefined} className={linkClass(active)}>
        {link.title}
      </a>
    </li>
  );
}
