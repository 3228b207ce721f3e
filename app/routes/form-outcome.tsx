import { useLocation } from "react-router";
import { FormOutcomeScreen } from "~/components/FormOutcomeScreen";
import { type FormOutcome, formOutcomes } from "~/content/formOutcomes";
import { type PageEntry, pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/form-outcome";

// One template for the four pages a form sent without JavaScript lands on (content/pages.ts).
const outcomes: Record<string, { page: PageEntry; outcome: FormOutcome }> = {
  [pages.contactSent.path]: { page: pages.contactSent, outcome: formOutcomes.contactSent },
  [pages.newsletterSubscribed.path]: {
    page: pages.newsletterSubscribed,
    outcome: formOutcomes.newsletterSubscribed,
  },
  [pages.formInvalid.path]: { page: pages.formInvalid, outcome: formOutcomes.formInvalid },
  [pages.sendFailed.path]: { page: pages.sendFailed, outcome: formOutcomes.sendFailed },
};

function outcomeAt(pathname: string) {
  const found = outcomes[pathname];
  if (!found) throw new Error(`No form outcome for ${pathname}`);
  return found;
}

export const meta = ({ location }: Route.MetaArgs) => pageMeta(outcomeAt(location.pathname).page);

export default function FormOutcome() {
  return <FormOutcomeScreen outcome={outcomeAt(useLocation().pathname).outcome} />;
}
