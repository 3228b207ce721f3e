import { Clock, type LucideIcon, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { chatCopy } from "~/content/chat";
import { contactPage } from "~/content/contact";
import { site, telNumber } from "~/content/site";
import { ChatLinks, ChatReplier } from "./ChatLinks";
import { SocialLinks } from "./SocialLinks";

const linkClass = "rounded-sm font-semibold underline-offset-4 hover:underline";

function InfoItem({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="grid size-11 shrink-0 place-items-center rounded-md bg-white/10 text-inverse-accent">
        <Icon aria-hidden="true" className="size-5" strokeWidth={1.75} />
      </span>
      <div className="min-w-0">
        <h3 className="text-sm font-semibold tracking-wide text-inverse-muted uppercase">{label}</h3>
        <div className="mt-1 space-y-1 break-words">{children}</div>
      </div>
    </li>
  );
}

/** The right-hand column of /contact: how to reach the studio directly, and where to follow it. */
export function ContactInfo() {
  const { title, intro, location, email, phone, hours, follow } = contactPage.info;
  const [headOffice] = site.offices;
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="contact-info-title"
        className="on-inverse rounded-lg bg-inverse p-6 text-inverse-foreground shadow-md sm:p-7 md:p-8"
      >
        <h2 id="contact-info-title" className="text-2xl font-extrabold">
          {title}
        </h2>
        <p className="mt-2 text-inverse-muted">{intro}</p>
        <ul className="mt-7 space-y-6">
          <InfoItem icon={MapPin} label={location.label}>
            <p>{`${headOffice.city}, ${headOffice.country}`}</p>
          </InfoItem>
          <InfoItem icon={Mail} label={email.label}>
            {Object.values(site.emails).map((address) => {
              const [user, domain] = address.split("@");
              return (
                <p key={address}>
                  {/* On a narrow phone an address wraps after its "@", not inside a word. */}
                  <a href={`mailto:${address}`} className={linkClass}>
                    {user}@<wbr />
                    {domain}
                  </a>
                </p>
              );
            })}
          </InfoItem>
          <InfoItem icon={Phone} label={phone.label}>
            {site.phones.map((number) => (
              <p key={number}>
                <a href={`tel:${telNumber(number)}`} className={linkClass}>
                  {number}
                </a>
              </p>
            ))}
            <p className="flex items-center gap-2 text-sm text-inverse-muted">
              <span aria-hidden="true" className="size-2 rounded-full bg-success" />
              {phone.note}
            </p>
          </InfoItem>
          {/* Beside the phones: WhatsApp and Viber, one tap, with who replies and when. */}
          <InfoItem icon={MessageCircle} label={chatCopy.title}>
            <ChatLinks className="space-y-1" linkClass={linkClass} />
            <ChatReplier className="text-sm text-inverse-muted" />
          </InfoItem>
          <InfoItem icon={Clock} label={hours.label}>
            <p>
              {/* One sentence to a screen reader ('Sunday - Friday 9:00 AM - 6:00 PM'), two lines on screen. */}
              <span className="block">{site.hours.days}</span>{" "}
              <span className="block">{site.hours.time}</span>
            </p>
          </InfoItem>
        </ul>
      </section>
      <section
        aria-labelledby="contact-follow-title"
        className="rounded-lg border border-border bg-surface p-6 text-surface-foreground shadow-sm sm:p-7 md:p-8"
      >
        <h2 id="contact-follow-title" className="text-xl font-extrabold">
          {follow.title}
        </h2>
        <p className="mt-2 text-muted-foreground">{follow.text}</p>
        <SocialLinks className="mt-5" />
      </section>
    </div>
  );
}
