import { projectsWithIds } from "~/content/projectLookup";
import { relatedWork } from "~/content/servicePages";
import { ProjectCardList } from "./ProjectCardList";
import { Section } from "./ui/section";
import { WorkSectionHeader } from "./WorkSectionHeader";

/**
 * A service page's case studies as project cards (`work` in its file, content/en/services/); a
 * page with none yet shows the portfolio's best piece under a title that does not call it related.
 */
export function RelatedWork({ work }: { work?: number[] }) {
  return (
    <Section tone="muted" aria-labelledby="related-work-title">
      <WorkSectionHeader
        id="related-work-title"
        eyebrow={relatedWork.eyebrow}
        title={work ? relatedWork.title : relatedWork.fallbackTitle}
        intro={relatedWork.intro}
        more={relatedWork.more}
      />
      <ProjectCardList projects={projectsWithIds(work ?? relatedWork.fallback)} />
    </Section>
  );
}
