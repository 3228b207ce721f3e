import { MapPin } from "lucide-react";
import { locations } from "~/content/home";
import { site } from "~/content/site";
import { Section, SectionHeader } from "./ui/section";

export function OfficeLocations() {
  return (
    <Section tone="surface" aria-labelledby="locations-title" className="border-t border-border">
      <SectionHeader
        id="locations-title"
        eyebrow={locations.eyebrow}
        title={locations.title}
        intro={locations.text}
      />
      <ul className="grid gap-5 md:grid-cols-3">
        {site.offices.map((office) => (
          <li
            key={office.city}
            className="flex items-start gap-4 rounded-lg border border-border bg-background p-6"
          >
            <span className="grid size-12 shrink-0 place-items-center rounded-md bg-secondary text-brand">
              <MapPin aria-hidden="true" className="size-6" strokeWidth={1.75} />
            </span>
            <div>
              <h3 className="text-xl font-bold">{office.city}</h3>
              <p className="text-muted-foreground">
                {office.country} · {office.role}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
