import { heroVisuals, phoneScreenCrops } from "~/content/heroVisuals";
import type { ServicePage, ServicePageContent } from "~/content/serviceTypes";
import { ArtworkShowcase } from "./ArtworkShowcase";
import { LogoCards } from "./LogoCards";
import { PhoneMockup } from "./PhoneMockup";
import { projectById } from "./projectById";
import { servicePictureDrawings } from "./ServicePictures";

/**
 * A service page's hero visual, as its file says (`visual`): a drawing of what the service makes,
 * its sample logos, or a case study's work.
 */
export function ServiceHeroVisual({ page, content }: { page: ServicePage; content: ServicePageContent }) {
  const { visual } = page;
  if (visual.kind === "logos") {
    if (!content.showcase) throw new Error(`The service ${page.id} has no sample logos to show`);
    return <LogoCards logos={content.showcase.images} />;
  }
  if (visual.kind !== "artwork" && visual.kind !== "phones") {
    const Drawing = servicePictureDrawings[visual.kind];
    return <Drawing />;
  }
  // Its file is checked at build: a case study's artwork or phones name their project.
  const project = projectById(visual.project!);
  return visual.kind === "phones" ? (
    <PhoneMockup
      project={project}
      screens={visual.screens!.map((screen) => phoneScreenCrops[screen])}
      label={heroVisuals.caseStudyLabel}
    />
  ) : (
    <ArtworkShowcase project={project} label={heroVisuals.caseStudyLabel} />
  );
}
