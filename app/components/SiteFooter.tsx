import { Mail, MapPin, Phone } from "lucide-react";
import { footer } from "~/content/footer";
import { footerPages, footerServices } from "~/content/menuPanels";
import { site, telNumber } from "~/content/site";
import { ChatLinks, ChatReplier } from "./ChatLinks";
import { Logo } from "./Logo";
import { NewsletterForm } from "./NewsletterForm";
import { SocialLinks } from "./SocialLinks";
import { Container } from "./ui/container";
import { formatNumber } from "~/lib/formatNumber";
import { localHref } from "~/lib/localHref";

const headingClass = "text-base font-bold text-inverse-foreground";
const linkClass =
  "rounded-sm text-inverse-muted transition-colors duration-150 hover:text-inverse-foreground hover:underline underline-offset-4";

/**
 * The footer: static HTML on every page; its newsletter box is the
 * shell script's (app/shell/newsletter.ts).
 */
export function SiteFooter() {
  return (
    <footer className="on-inverse border-t border-white/10 bg-inverse text-inverse-foreground">
      <FooterContent />
    </footer>
  );
}

export function FooterContent() {
  // The year the page was built (a new build follows each change of the site), in the page's digits.
  const year = formatNumber(new Date().getFullYear());
  return (
    <>
      <Container className="grid grid-cols-2 gap-x-6 gap-y-12 py-16 md:py-20 lg:grid-cols-[1.3fr_1fr_1fr_1.3fr]">
        <div className="col-span-2 lg:col-span-1">
          <Logo />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-inverse-muted">{footer.about}</p>
          <p className="mt-5 inline-flex items-center gap-2 rounded-full border border-white/15 px-3 py-1 text-sm font-semibold">
            <span aria-hidden="true" className="size-2 rounded-full bg-success" />
            {site.availability}
          </p>
          <h2 className={`${headingClass} mt-8`}>{footer.followTitle}</h2>
          <SocialLinks className="mt-3" />
        </div>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={headingClass}>
            {footer.servicesTitle}
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {footerServices().map((service) => (
              <li key={service.url}>
                <a href={localHref(service.url)} className={linkClass}>
                  {service.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={headingClass}>
            {footer.companyTitle}
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {footerPages().map((link) => (
              <li key={link.url}>
                <a href={localHref(link.url)} className={linkClass}>
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="col-span-2 grid gap-10 md:grid-cols-2 lg:col-span-1 lg:grid-cols-1">
          <div>
            <h2 className={headingClass}>{footer.contactTitle}</h2>
            <address className="mt-4 space-y-2.5 text-sm not-italic">
              {Object.values(site.emails).map((email) => (
                <a
                  key={email}
                  href={`mailto:${email}`}
                  className={`${linkClass} flex min-h-6 items-center gap-2.5`}
                >
                  <Mail aria-hidden="true" className="size-4 shrink-0" />
                  {email}
                </a>
              ))}
              {site.phones.map((phone) => (
                <a
                  key={phone}
                  href={`tel:${telNumber(phone)}`}
                  className={`${linkClass} flex min-h-6 items-center gap-2.5`}
                >
                  <Phone aria-hidden="true" className="size-4 shrink-0" />
                  {phone}
                </a>
              ))}
              <ChatLinks className="space-y-2.5" linkClass={`${linkClass} min-h-6`} />
              <ChatReplier className="pl-6.5 text-inverse-muted" />
              <p className="flex items-center gap-2.5 text-inverse-muted">
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                <span>
                  <span className="sr-only">{footer.officesLabel}: </span>
                  {site.offices.map((office) => office.city).join(" · ")}
                </span>
              </p>
            </address>
          </div>
          <NewsletterForm />
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-3 py-6 text-sm text-inverse-muted md:flex-row md:items-center md:justify-between">
          <p>
            © {year} {site.legalName} {footer.rights}
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {footer.legal.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </Container>
      </div>
    </>
  );
}
