import { renderToStaticMarkup } from "react-dom/server";
import { FooterContent } from "~/components/SiteFooter";
import { HeaderContent } from "~/components/SiteHeader";
import { shellCopy } from "~/content/shell";
import { SHELL_COPY_ID } from "~/shell/copy";

/**
 * For the shell's tests: a page as the site serves it to the shell's script, its header and
 * footer the static HTML the build renders (components/SiteHeader.tsx, SiteFooter.tsx; rendered
 * apart, each with ids of its own, as one page's tree gives them), the shell's copy as root.tsx
 * writes it, and `main` as given (HTML).
 */
export function renderPage({ pathname = "/", main = "" }: { pathname?: string; main?: string } = {}): void {
  const copy = JSON.stringify(shellCopy).replace(/</g, "\\u003c");
  document.body.innerHTML = `<script type="application/json" id="${SHELL_COPY_ID}">${copy}</script>
<header data-scrolled="false">${renderToStaticMarkup(<HeaderContent pathname={pathname} />, { identifierPrefix: "header-" })}</header>
<main id="main" tabindex="-1">${main}</main>
<footer>${renderToStaticMarkup(<FooterContent />, { identifierPrefix: "footer-" })}</footer>`;
}

/**
 * A link followed would take the test's frame off its page: a test that clicks one stops there,
 * where the browser would leave.
 */
export function stayOnPage(): void {
  document.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a[href]")) event.preventDefault();
  });
}

/** The pointer moves from one element onto another, with the events a browser fires for it. */
export function movePointer(from: Element | null, to: Element | null, pointerType = "mouse"): void {
  if (from)
    from.dispatchEvent(new PointerEvent("pointerout", { bubbles: true, pointerType, relatedTarget: to }));
  if (to)
    to.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType, relatedTarget: from }));
}
