import type { MetaDescriptor } from "react-router";
import type { FaqCategory } from "~/content/faq";
import type { PageMeta } from "~/content/pages";
import { site } from "~/content/site";

export function absoluteUrl(path: string): string {
  return new URL(path, site.url).toString();
}

/** Title, description, canonical URL, Open Graph and Twitter tags for one page. */
export function pageMeta({ path, title, description }: PageMeta): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const image = absoluteUrl("/og-image.png");
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: site.locale },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: `${site.name}: ${site.tagline}` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
}

/** schema.org Organization (a ProfessionalService) with offices and contact points. */
export function organizationJsonLd(): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      name: site.name,
      legalName: site.legalName,
      url: site.url,
      logo: absoluteUrl("/icon-512.png"),
      image: absoluteUrl("/og-image.png"),
      description: site.tagline,
      email: site.emails.general,
      telephone: site.phones[0].tel,
      foundingDate: String(site.foundingYear),
      areaServed: ["Nepal", "India"],
      address: {
        "@type": "PostalAddress",
        addressLocality: site.offices[0].city,
        addressCountry: "NP",
      },
      location: site.offices.map((office) => ({
        "@type": "Place",
        name: `${site.name} ${office.city}`,
        address: { "@type": "PostalAddress", addressLocality: office.city, addressCountry: office.country },
      })),
      sameAs: site.social.map((profile) => profile.href),
      openingHours: "Su-Fr 09:00-18:00",
    },
  };
}

/** schema.org FAQPage: every question of the FAQ with its answer. */
export function faqJsonLd(categories: FaqCategory[]): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: categories.flatMap((group) =>
        group.questions.map((entry) => ({
          "@type": "Question",
          name: entry.question,
          acceptedAnswer: { "@type": "Answer", text: entry.answer },
        })),
      ),
    },
  };
}
