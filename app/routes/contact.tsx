import { ContactForm } from "~/components/ContactForm";
import { ContactInfo } from "~/components/ContactInfo";
import { PageHero } from "~/components/PageHero";
import { Section } from "~/components/ui/section";
import { contactPage } from "~/content/contact";
import { CONTACT_FORM_ID } from "~/lib/apply";
import { pageHandle } from "~/lib/pageHandle";
import { pageMeta } from "~/lib/seo";
import { pages } from "~/content/pages";
import { Prerendered } from "~/components/ui/prerendered";

export const handle = pageHandle(pages.contact);

export const meta = () => pageMeta(pages.contact);

export default function Contact() {
  const { hero } = contactPage;
  return (
    <>
      {/* Compact: the form starts on the first screen of a laptop. Plain HTML but for the form:
          the page's JavaScript is for sending it. */}
      <Prerendered idPrefix="hero-" className="contents">
        {import.meta.env.SSR && (
          <PageHero
            size="compact"
            eyebrow={hero.eyebrow}
            title={hero.title}
            intro={hero.promise}
            cta={hero.cta}
          />
        )}
      </Prerendered>
      <Section tone="muted" aria-label={contactPage.sectionLabel} className="pt-10 md:pt-14">
        <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] xl:gap-12">
          <div
            id={CONTACT_FORM_ID}
            tabIndex={-1}
            className="rounded-lg border border-border bg-surface p-6 shadow-md outline-none sm:p-8 md:p-10"
          >
            {/* Not lazy: with no form library left, a chunk of its own cost more than it saved. */}
            <ContactForm />
          </div>
          <Prerendered idPrefix="info-" className="contents">
            {import.meta.env.SSR && <ContactInfo />}
          </Prerendered>
        </div>
      </Section>
    </>
  );
}
