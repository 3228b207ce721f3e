import devanagariFontUrl from "./fonts/noto-sans-devanagari-site.woff2?url";
import devanagariLabelFontUrl from "./fonts/noto-sans-devanagari-label.woff2?url";
import fontUrl from "./fonts/plus-jakarta-sans-latin-400-800.woff2?url";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useMatches, useRouteError } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { SiteChatButton } from "./components/SiteChatButton";
import { ErrorScreen } from "./components/ErrorScreen";
import { SiteFooter } from "./components/SiteFooter";
import { SiteHeader } from "./components/SiteHeader";
import { SkipLink } from "./components/SkipLink";
import { appError } from "./content/errors";
import { locale } from "./content/locale";
import { shellCopy } from "./content/shell";
import { site } from "./content/site";
import { useHydratedEvent } from "./hooks/useHydratedEvent";
import { needsScripts } from "./lib/pageHandle";
import { speculationRules } from "./lib/speculationRules";
import { THEME_COLORS, themeColorMedia } from "./lib/theme";
import { SHELL_COPY_ID } from "./shell/copy";
import shellScript from "./shell/index.ts?inline-script";

// The stylesheet comes first in <head>, ahead of the script preloads, so it is not queued
// behind them on a slow connection.
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "preload", href: fontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // Nepali pages' text is mostly Devanagari; English pages show one word of it (app.css).
  {
    rel: "preload",
    href: locale.code === "ne" ? devanagariFontUrl : devanagariLabelFontUrl,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
  },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/** JSON inside a <script>: `<` escaped, so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * Every page's document. A page's React is loaded only where its route asks for it (its
 * `handle`, lib/pageHandle.ts; docs/DECISIONS.md 19): React Router's documented way to ship a page
 * without JavaScript is to leave `<Scripts />` out. The shell's own behaviour is the small inline
 * script in <head> (app/shell/), the same on every page.
 */
export function Layout({ children }: { children: ReactNode }) {
  const hydrates = needsScripts(useMatches());
  // In the layout, so that an error screen counts as hydrated too: held presses go on.
  useHydratedEvent();
  return (
    // The shell's script marks <html> with the theme choice, and "done" once a page has
    // hydrated, before or while React hydrates: those differences from the HTML are expected.
    <html lang={locale.lang} data-hydrate={hydrates ? "pending" : undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta
          name="theme-color"
          media={themeColorMedia("light")}
          content={THEME_COLORS.light}
          suppressHydrationWarning
        />
        <meta
          name="theme-color"
          media={themeColorMedia("dark")}
          content={THEME_COLORS.dark}
          suppressHydrationWarning
        />
        {/* Before the stylesheet (an inline script after it would wait for it) and the first paint.
            Its text is the pre-rendered page's: hydration leaves it as it is, so the browser's
            bundle does not carry it again (nor the copy below). */}
        <script
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? shellScript : "" }}
          suppressHydrationWarning
        />
        <meta name="author" content={site.name} />
        <Meta />
        <Links />
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: scriptJson(speculationRules) }} />
      </head>
      <body>
        <script
          type="application/json"
          id={SHELL_COPY_ID}
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? scriptJson(shellCopy) : "" }}
          suppressHydrationWarning
        />
        {children}
        {hydrates && <Scripts />}
      </body>
    </html>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteChatButton />
      <SiteFooter />
    </>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? String(error.status) : appError.label;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText || ""}`.trim()
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Shell>
      <ErrorScreen
        eyebrow={status}
        title={appError.title}
        text={appError.text}
        detail={detail}
        home={appError.home}
      />
    </Shell>
  );
}
