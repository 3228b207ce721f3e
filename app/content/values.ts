import * as values from "content:values";
import type { ClosingContent, PageHeroContent, StoryContent } from "./companyPages";

/** Copy of /about/values: content/{en,ne}/values.yaml. */
export const valuesPage = {
  hero: values.hero satisfies PageHeroContent,
  values: values.values,
  practice: values.practice,
  responsibility: values.responsibility satisfies StoryContent,
  closing: values.closing satisfies ClosingContent,
};
