import { useLocation } from "react-router";
import { chatCopy } from "~/content/chat";
import { pages } from "~/content/pages";
import { staticMarkup } from "~/lib/staticMarkup";
import { ChatFloat } from "./ChatLinks";
import { StaticHtml } from "./ui/static-html";

/**
 * Every page's chat button, static HTML like the header. Not on /contact: its form is the page,
 * and the chat links are beside it, in the contact details. (Decided when the page is
 * pre-rendered: the browser's bundle carries neither the button nor the list of pages; a module
 * of its own, so root.tsx's chunk does not take in the chat links the service pages render.)
 */
export function SiteChatButton() {
  const { pathname } = useLocation();
  if (pathname === pages.contact.path) return null;
  // A landmark of its own, named, as every part of a page is in one.
  return (
    <StaticHtml
      as="aside"
      aria-label={chatCopy.title}
      html={import.meta.env.SSR ? staticMarkup(<ChatFloat />, "chat-") : ""}
    />
  );
}
