import devanagariFontUrl from "./fonts/noto-sans-devanagari-site.woff2?url";
import fontUrl from "./fonts/plus-jakarta-sans-latin-400-800.woff2?url";
import { type ReactNode, use } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useRouteError } from "react-router";
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
import { SpaFallback } from "./lib/spaFallback";
import { speculationRules } from "./lib/speculationRules";
import { THEME_COLORS, themeColorMedia } from "./lib/theme";
import { SHELL_COPY_ID } from "./shell/copy";
import shellScript from "./shell/index.ts?inline-script";

const fontPreload = (href: string) =>
  ({ rel: "preload", href, as: "font", type: "font/woff2", crossOrigin: "anonymous" }) as const;

// The stylesheet comes first in <head>, ahead of the script preloads, so it is not queued
// behind them on a slow connection.
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  fontPreload(fontUrl),
  // Nepali pages' text is mostly Devanagari; English pages' one word of it is in the sheet (app.css).
  ...(locale.code === "ne" ? [fontPreload(devanagariFontUrl)] : []),
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/** JSON inside a <script>: `<` escaped, so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * Every page's document, pre-rendered and never hydrated: no page loads React Router's client
 * runtime (`<Scripts />` is left out, React Router's documented way to ship a page without it;
 * docs/DECISIONS.md 25). The shell's behaviour is the small inline script in <head> (app/shell/),
 * the same on every page; a widget that needs React is an island (components/Island.tsx), which
 * that script hydrates alone.
 */
export function Layout({ children }: { children: ReactNode }) {
  const spaFallback = use(SpaFallback);
  return (
    <html lang={locale.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" media={themeColorMedia("light")} content={THEME_COLORS.light} />
        <meta name="theme-color" media={themeColorMedia("dark")} content={THEME_COLORS.dark} />
        {/* Before the stylesheet (an inline script after it would wait for it) and the first paint. */}
        <script dangerouslySetInnerHTML={{ __html: shellScript }} />
        <meta name="author" content={site.name} />
        <Meta />
        <Links />
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: scriptJson(speculationRules) }} />
      </head>
      <body>
        <script
          type="application/json"
          id={SHELL_COPY_ID}
          dangerouslySetInnerHTML={{ __html: scriptJson(shellCopy) }}
        />
        {children}
        {spaFallback && <Scripts />}
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
