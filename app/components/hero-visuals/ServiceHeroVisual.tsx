import { heroVisuals, serviceHeroVisuals } from "~/content/heroVisuals";
import type { ServicePage, ServicePageContent } from "~/content/serviceTypes";
import { ArtworkShowcase } from "./ArtworkShowcase";
import { LogoCards } from "./LogoCards";
import { PhoneMockup } from "./PhoneMockup";
import { projectById } from "./projectById";

/** A service page's hero visual, by its service (content/heroVisuals.ts): its related work. */
export function ServiceHeroVisual({ page, content }: { page: ServicePage; content: ServicePageContent }) {
  const visual = serviceHeroVisuals[page.path];
  if (!visual) throw new Error(`No hero visual for ${page.path}`);
  if (visual.kind === "logos") {
    if (!content.showcase) throw new Error(`${page.path} has no sample logos to show`);
    return <LogoCards logos={content.showcase.images} />;
  }
  const project = projectById(visual.project);
  return visual.kind === "phones" ? (
    <PhoneMockup project={project} screens={visual.screens} label={heroVisuals.caseStudyLabel} />
  ) : (
    <ArtworkShowcase project={project} label={heroVisuals.caseStudyLabel} />
  );
}
