import { useLocation } from "react-router";
import { CardGrid } from "~/components/CardGrid";
import { CtaBanner } from "~/components/CtaBanner";
import { LogoShowcase } from "~/components/LogoShowcase";
import { PageHero } from "~/components/PageHero";
import { StepsSection } from "~/components/StepsSection";
import { servicesMeta } from "~/content/meta/services";
import { findServicePage } from "~/content/servicePages";
import type { ServicePageContent } from "~/content/serviceTypes";
import { metaFor, type PageHandle } from "~/lib/pagePath";
import { breadcrumbJsonLd, pageMeta, serviceJsonLd } from "~/lib/seo";
import type { Route } from "./+types/service-page";

// One template for all sixteen service routes: each route's path picks its content, and twin
// routes (/services/Branding, /services/logo-identity) declare their twin's canonical URL.
function contentFor(pathname: string): ServicePageContent {
  const page = findServicePage(pathname);
  if (!page) throw new Error(`No service page content for ${pathname}`);
  return page;
}

export const handle: PageHandle = { isPage: (pathname) => Boolean(findServicePage(pathname)) };

export const meta = metaFor(handle, ({ location }: Route.MetaArgs) => {
  const page = contentFor(location.pathname);
  return [
    ...pageMeta({ path: page.path, title: page.metaTitle, description: page.metaDescription }),
    serviceJsonLd({ name: page.eyebrow, description: page.metaDescription, path: page.path }),
    breadcrumbJsonLd([servicesMeta, { name: page.eyebrow, path: page.path }]),
  ];
});

export default function ServicePage() {
  const page = contentFor(useLocation().pathname);
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} intro={page.intro} cta={page.closing.cta} />
      <CardGrid id="capabilities-title" title={page.capabilitiesTitle} items={page.capabilities} />
      {page.process && (
        <StepsSection id="steps-title" title={page.process.title} steps={page.process.steps} />
      )}
      {page.showcase && <LogoShowcase showcase={page.showcase} />}
      <CtaBanner
        id="closing-title"
        title={page.closing.title}
        text={page.closing.text}
        primary={page.closing.cta}
      />
    </>
  );
}
