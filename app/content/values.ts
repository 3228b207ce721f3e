import * as values from "content:values";
import type { ClosingContent, PageHeroContent, StoryContent } from "./companyPages";
import { withIcons } from "./studioIcons";

/** Copy of /about/values: content/{en,ne}/values.yaml. */
export const valuesPage = {
  hero: values.hero satisfies PageHeroContent,
  values: { ...values.values, items: withIcons(values.values.items) },
  practice: { ...values.practice, columns: withIcons(values.practice.columns) },
  responsibility: {
    ...values.responsibility,
    aside: { ...values.responsibility.aside, items: withIcons(values.responsibility.aside.items) },
  } satisfies StoryContent,
  closing: values.closing satisfies ClosingContent,
};
