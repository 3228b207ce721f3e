import { enquiryForms } from "~/content/enquiryForms";
import { locale } from "~/content/locale";
import { FORM_META_FIELDS } from "~/lib/enquiryRules.mjs";

/**
 * The fields every enquiry form posts besides what the visitor types (docs/OPERATIONS.md, "sending"): its
 * kind (`title`), the language of the site it was sent from, how long the page was open
 * (`elapsedMs`) and the submission's key (both filled in by lib/sendEmail.ts; empty when sent
 * without JavaScript), and a
 * honeypot: a field people never see or reach, which only bots fill in. The server checks both.
 */
export function EnquiryExtras({ title }: { title: string }) {
  return (
    <>
      <input type="hidden" name="title" value={title} />
      <input type="hidden" name={FORM_META_FIELDS.locale} value={locale.code} />
      {/* No value of React's: a render while sending would put its own back. */}
      <input type="hidden" name={FORM_META_FIELDS.elapsed} />
      <input type="hidden" name={FORM_META_FIELDS.submission} />
      {/* Off-screen and out of the tab order and the accessibility tree. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {enquiryForms.honeypotLabel}
          <input
            type="text"
            name={FORM_META_FIELDS.honeypot}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
    </>
  );
}
