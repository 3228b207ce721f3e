import { hours, replier, viber, whatsapp } from "content:site/chat";
import { chatCopy } from "~/content/chat";
import { footer } from "~/content/footer";
import createLucideIcon from "~/lib/lucideIcon";
import { cn } from "~/lib/utils";
import { buttonVariants } from "./ui/button";

/** A phone handset (lucide's `phone`), drawn small inside a chat bubble. */
const handset = (x: number, y: number) =>
  [
    "path",
    {
      d: "M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384",
      transform: `translate(${x} ${y}) scale(0.42)`,
      strokeWidth: "4.5",
    },
  ] as [string, Record<string, string>];

/** Each app's mark, in the lucide style of the site's icons (as SocialLinks.tsx draws the networks'). */
export const WhatsAppMark = /* @__PURE__ */ createLucideIcon({
  name: "whatsapp",
  node: [
    // lucide's `message-circle`: WhatsApp's round bubble.
    [
      "path",
      {
        d: "M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719",
      },
    ],
    handset(7, 7),
  ],
});

export const ViberMark = /* @__PURE__ */ createLucideIcon({
  name: "viber",
  node: [
    // Viber's rounded bubble, its tail at the lower left.
    [
      "path",
      { d: "M7 18.6C4.2 17.3 3 14.8 3 10.6 3 4.6 6.5 2 12 2s9 2.6 9 8.6-3.5 8.6-9 8.6q-1.3 0-2.5-.2L7 22z" },
    ],
    handset(7, 5.6),
  ],
});

const apps = () => [
  { name: "WhatsApp", ...whatsapp, Mark: WhatsAppMark, newTab: true },
  { name: "Viber", ...viber, Mark: ViberMark, newTab: false },
];

/**
 * WhatsApp and Viber, one tap each (DECISIONS.md 28): plain links, no script of theirs. Each shows
 * its number, so a visitor at a computer without the app can still note it; WhatsApp's opens in a
 * new tab (WhatsApp Web on a computer), Viber's in its app. `data-chat-links`: the phone's chat
 * button steps aside while these are in view (app/shell/chatFloat.ts).
 */
export function ChatLinks({ className, linkClass }: { className?: string; linkClass?: string }) {
  return (
    <ul data-chat-links className={className}>
      {apps().map(({ name, number, href, Mark, newTab }) => (
        <li key={name}>
          <a
            href={href}
            {...(newTab && { target: "_blank", rel: "noopener noreferrer" })}
            className={cn("inline-flex items-center gap-2.5", linkClass)}
          >
            <Mark className="size-[1.15em] shrink-0" />
            <span>
              <span className="sr-only">{chatCopy.linkPrefix}</span>{" "}
              <span className="font-semibold">{name}</span>{" "}
              <span className="whitespace-nowrap">{number}</span>
              {newTab && (
                <>
                  {" "}
                  <span className="sr-only">({footer.newTab})</span>
                </>
              )}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Who replies to the chats, and when: one of the team, in the opening hours. */
export function ChatReplier({ className }: { className?: string }) {
  return <p className={className}>{chatCopy.replies(replier, hours.days, hours.time)}</p>;
}

/** The chat links at the foot of a page, beside its call to action (the service pages). */
export function ChatInvite() {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-center lg:gap-x-6">
      <p className="text-lg font-bold">{chatCopy.lead}</p>
      <ChatLinks
        className="flex flex-wrap gap-3"
        linkClass={buttonVariants({ variant: "outline", size: "default" })}
      />
      <ChatReplier className="text-muted-foreground" />
    </div>
  );
}

/**
 * The chat button on phones: one tap to WhatsApp, at the screen's lower right. It never covers a
 * control, a field or the page's own chat links: the shell's script hides it while it would
 * (app/shell/chatFloat.ts, app.css), and it starts hidden until that script has looked.
 */
export function ChatFloat() {
  return (
    <a
      href={whatsapp.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={chatCopy.floatLabel(replier, footer.newTab)}
      data-chat-float
      data-covered
      className="fixed right-4 bottom-[calc(1rem+env(safe-area-inset-bottom))] z-30 grid size-14 place-items-center rounded-full bg-chat text-chat-foreground shadow-lg md:hidden"
    >
      <WhatsAppMark className="size-7" />
    </a>
  );
}
