import { use } from "react";
import { useLocation } from "react-router";
import { CardGrid } from "~/components/CardGrid";
import { ChatInvite } from "~/components/ChatLinks";
import { CtaBanner } from "~/components/CtaBanner";
import { ServiceHeroVisual } from "~/components/hero-visuals/ServiceHeroVisual";
import { InsightsNaming } from "~/components/JournalTeaser";
import { LogoShowcase } from "~/components/LogoShowcase";
import { PageHero } from "~/components/PageHero";
import { RelatedWork } from "~/components/RelatedWork";
import { ServicePricing } from "~/components/ServicePricing";
import { StepsSection } from "~/components/StepsSection";
import { pages } from "~/content/pages";
import { findServicePage, pageAt } from "~/content/sitePages";
import type { ServicePage } from "~/content/serviceTypes";
import { loadOnce } from "~/lib/loadOnce";
import { breadcrumbJsonLd, pageMeta, serviceJsonLd } from "~/lib/seo";
import type { Route } from "./+types/service-page";

// One template for all sixteen service routes: each route's path picks its page, and twin
// routes (/services/Branding, /services/logo-identity) declare their twin's canonical URL.
function servicePageAt(pathname: string): ServicePage {
  const page = findServicePage(pathname);
  if (!page) throw new Error(`No service page content for ${pathname}`);
  return page;
}

export const meta = ({ location }: Route.MetaArgs) => {
  const page = pageAt(location.pathname);
  if (!page) throw new Error(`${location.pathname} is not in the site registry`);
  return [...pageMeta(page), serviceJsonLd(page), breadcrumbJsonLd([pages.services, page])];
};

const loadContent = loadOnce((page: ServicePage) => page.page());

function ServicePageSections({ page }: { page: ServicePage }) {
  const content = use(loadContent(page));
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow ?? page.title}
        title={content.title}
        intro={content.intro}
        cta={content.closing.cta}
        visual={<ServiceHeroVisual page={page} content={content} />}
      >
        <ServicePricing service={page} />
      </PageHero>
      <CardGrid id="capabilities-title" title={content.capabilitiesTitle} items={content.capabilities} />
      {content.process && (
        <StepsSection id="steps-title" title={content.process.title} steps={content.process.steps} />
      )}
      {content.showcase && <LogoShowcase showcase={content.showcase} />}
      <RelatedWork work={page.work} />
      <InsightsNaming service={page.id} />
      <CtaBanner
        id="closing-title"
        title={content.closing.title}
        text={content.closing.text}
        primary={content.closing.cta}
      >
        <ChatInvite />
      </CtaBanner>
    </>
  );
}

export default function ServicePageRoute() {
  // Suspends until the page's content is in: the Suspense around every page (app/root.tsx) keeps
  // the pre-rendered HTML or the page being left on screen meanwhile.
  return <ServicePageSections page={servicePageAt(useLocation().pathname)} />;
}
