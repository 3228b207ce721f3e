import { useLocation } from "react-router";
import { chatCopy } from "~/content/chat";
import { pages } from "~/content/pages";
import { ChatFloat } from "./ChatLinks";

/**
 * Every page's chat button, static HTML like the header. Not on /contact: its form is the page,
 * and the chat links are beside it, in the contact details.
 */
export function SiteChatButton() {
  const { pathname } = useLocation();
  if (pathname === pages.contact.path) return null;
  // A landmark of its own, named, as every part of a page is in one.
  return (
    <aside aria-label={chatCopy.title}>
      <ChatFloat />
    </aside>
  );
}
