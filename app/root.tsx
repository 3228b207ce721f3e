import fontUrl from "./fonts/plus-jakarta-sans-latin-400-800.woff2?url";
import { type ReactNode, Suspense } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useRouteError } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { SiteFooter } from "./components/SiteFooter";
import { SiteHeader } from "./components/SiteHeader";
import { SkipLink } from "./components/SkipLink";
import { Toaster } from "./components/Toaster";
import { appError } from "./content/errors";
import { site } from "./content/site";
import { useNotFound } from "./hooks/useNotFound";
import { useScrollManagement } from "./hooks/useScrollManagement";
import { lazyComponent } from "./lib/lazyComponent";
import { THEME_COLORS, themeColorMedia, themeScript } from "./lib/theme";

// Screens few visits see (a mistyped address, a crash): fetched when they are shown. Pre-rendered
// not-found pages keep their HTML while the code arrives.
const NotFoundScreen = lazyComponent(() =>
  import("./components/NotFoundScreen").then((module) => module.NotFoundScreen),
);
const ErrorScreen = lazyComponent(() =>
  import("./components/ErrorScreen").then((module) => module.ErrorScreen),
);

// The stylesheet comes first in <head>, ahead of the script preloads, so it is not queued
// behind them on a slow connection.
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "preload", href: fontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The theme script below adds a class to <html> and may change the theme colours before
    // React hydrates: those differences from the pre-rendered HTML are expected.
    <html lang="en" suppressHydrationWarning>
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
        {/* Before the stylesheet and the first paint: no flash of the wrong theme. */}
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        <meta name="author" content={site.name} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

function Shell({ children }: { children: ReactNode }) {
  useScrollManagement();
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <Toaster />
    </>
  );
}

export default function App() {
  // A page's path in the wrong case reaches its route in the browser; show what the server sent.
  return (
    <Shell>
      {/* A page whose content loads lazily (the service pages, the not-found screen) suspends here.
          Navigations are transitions, so the page being left stays on screen until the next one
          is ready, and hydration keeps the pre-rendered content until then: no fallback is ever
          shown. */}
      <Suspense>{useNotFound() ? <NotFoundScreen /> : <Outlet />}</Suspense>
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
      <Suspense>
        <ErrorScreen
          eyebrow={status}
          title={appError.title}
          text={appError.text}
          detail={detail}
          home={appError.home}
        />
      </Suspense>
    </Shell>
  );
}
