import { ContactForm } from "~/components/ContactForm";
import { ContactInfo } from "~/components/ContactInfo";
import { Island } from "~/components/Island";
import { ContactIllustration } from "~/components/hero-visuals/Illustrations";
import { PageHero } from "~/components/PageHero";
import { Section } from "~/components/ui/section";
import { contactPage } from "~/content/contact";
import { CONTACT_DRAFT_KEY } from "~/hooks/useContactDraft";
import { CONTACT_FORM_ID } from "~/content/contactFormId";
import { ROLE_PARAM } from "~/lib/apply";
import { PACKAGE_PARAM } from "~/lib/contactLinks";
import { pageMeta } from "~/lib/seo";
import { pages } from "~/content/pages";

export const meta = () => pageMeta(pages.contact);

export default function Contact() {
  const { hero } = contactPage;
  return (
    <>
      {/* Compact: the form starts on the first screen of a laptop. */}
      <PageHero
        size="compact"
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.promise}
        cta={hero.cta}
        visual={<ContactIllustration />}
        visualOnPhones={false}
      />
      <Section tone="muted" aria-label={contactPage.sectionLabel} className="pt-10 md:pt-14">
        <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] xl:gap-12">
          <div
            id={CONTACT_FORM_ID}
            tabIndex={-1}
            className="rounded-lg border border-border bg-surface p-6 shadow-md outline-none sm:p-8 md:p-10"
          >
            {/* On the first screen, and a form that does nothing before it is used: its React
                comes at the first pointer, focus or press on it (what is typed or pressed before
                is kept), unless an application (?role=) must show its heading, or a draft be put
                back, at once. */}
            <Island
              component={ContactForm}
              load="interaction"
              wake={{ params: [ROLE_PARAM, PACKAGE_PARAM], draft: CONTACT_DRAFT_KEY }}
            />
          </div>
          <ContactInfo />
        </div>
      </Section>
    </>
  );
}
