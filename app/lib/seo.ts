import type { MetaDescriptor } from "react-router";
import type { FaqCategory } from "~/content/faq";
import { locale } from "~/content/locale";
import { defaultLocale, locales, pathIn } from "~/content/locales.mjs";
import { feedTitle, type PageMeta, pageMetaCopy, pages } from "~/content/pages";
import { site, telNumber } from "~/content/site";
import { FEEDS } from "~/content/journalPaths";
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImageAlt, ogImagePath } from "./ogImage.mjs";

export function absoluteUrl(path: string): string {
  return new URL(path, site.url).toString();
}

/** The absolute URL of a page (its path as the registry has it) in the language of this build. */
export const pageUrl = (path: string) => absoluteUrl(pathIn(path, locale));

/** The agency's node in the site's structured data, which other nodes point at. */
export const ORGANIZATION_ID = `${absoluteUrl("/")}#organization`;

/** Where the agency works, as schema.org places; addresses and contact points give ISO 3166 codes. */
const areaServed = [...new Set(site.offices.map((office) => office.country))].map((name) => ({
  "@type": "Country",
  name,
}));
const countryCodes = [...new Set(site.offices.map((office) => office.countryCode))];

/**
 * Title, description, canonical URL, Open Graph and Twitter tags for one page, with its own
 * Open Graph card (drawn at build time by builder/og-image.mjs at the path ogImagePath gives),
 * and the agency's structured data, which every page carries. Each page names its twin in the
 * other language (hreflang alternates, English as x-default; DECISIONS.md 23). A `noindex` page
 * (the not-found page, sent for any unknown path; a form's landing page) has no URL of its own:
 * no canonical link, og:url or alternates.
 */
export function pageMeta(
  { path, title, description, image, noindex = false }: PageMeta & { noindex?: boolean },
  ogType: "website" | "article" = "website",
): MetaDescriptor[] {
  const url = pageUrl(path);
  const imageUrl = absoluteUrl(image ?? ogImagePath(pathIn(path, locale)));
  const imageAlt = image
    ? `${site.name}: ${site.tagline}`
    : ogImageAlt(title, site.name, pageMetaCopy.ogImageAlt);
  const others = Object.values(locales).filter((other) => other !== locale);
  return [
    { title },
    { name: "description", content: description },
    ...(noindex
      ? [{ name: "robots", content: "noindex" }]
      : [
          { tagName: "link", rel: "canonical", href: url },
          ...Object.values(locales).map((each) => ({
            tagName: "link",
            rel: "alternate",
            hrefLang: each.lang,
            href: absoluteUrl(pathIn(path, each)),
          })),
          {
            tagName: "link",
            rel: "alternate",
            hrefLang: "x-default",
            href: absoluteUrl(pathIn(path, defaultLocale)),
          },
          { property: "og:url", content: url },
          webPageJsonLd({ url, title, description }),
        ]),
    { property: "og:type", content: ogType },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: locale.ogLocale },
    ...others.map((other) => ({ property: "og:locale:alternate", content: other.ogLocale })),
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: imageUrl },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(OG_IMAGE_WIDTH) },
    { property: "og:image:height", content: String(OG_IMAGE_HEIGHT) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: imageAlt },
    ...feedLinks(),
    organizationJsonLd(),
  ];
}

const feedLinks = (): MetaDescriptor[] =>
  [
    { type: "application/rss+xml", href: FEEDS.rss, format: "RSS" },
    { type: "application/atom+xml", href: FEEDS.atom, format: "Atom" },
  ].map(({ type, href, format }) => ({
    tagName: "link",
    rel: "alternate",
    type,
    title: `${feedTitle()} (${format})`,
    href: pageUrl(href),
  }));

export const jsonLd = (data: Record<string, unknown>): MetaDescriptor => ({
  "script:ld+json": { "@context": "https://schema.org", ...data },
});

/** schema.org WebPage: the page itself, in its language, part of the site. */
function webPageJsonLd({ url, title, description }: { url: string; title: string; description: string }) {
  return jsonLd({
    "@type": "WebPage",
    "@id": url,
    url,
    name: title,
    description,
    inLanguage: locale.lang,
    isPartOf: { "@type": "WebSite", url: pageUrl("/"), name: site.name, inLanguage: locale.lang },
  });
}

/**
 * schema.org ProfessionalService (a LocalBusiness, so an Organization) with its offices,
 * contact points and social profiles. On every page, through pageMeta.
 */
export function organizationJsonLd(): MetaDescriptor {
  const address = (city: string, countryCode: string) => ({
    "@type": "PostalAddress",
    addressLocality: city,
    addressCountry: countryCode,
  });
  const [headOffice] = site.offices;
  return jsonLd({
    "@type": "ProfessionalService",
    "@id": ORGANIZATION_ID,
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon-512.png"),
    image: absoluteUrl("/og-image.png"),
    description: site.tagline,
    email: site.emails.general,
    telephone: telNumber(site.phones[0]),
    foundingDate: String(site.foundingYear),
    areaServed,
    address: address(headOffice.city, headOffice.countryCode),
    location: site.offices.map((office) => ({
      "@type": "Place",
      name: `${site.name} ${office.city}`,
      address: address(office.city, office.countryCode),
    })),
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer service",
        email: site.emails.general,
        telephone: telNumber(site.phones[0]),
        areaServed: countryCodes,
        availableLanguage: ["en", "ne"],
      },
      {
        "@type": "ContactPoint",
        contactType: "sales",
        email: site.emails.projects,
        telephone: telNumber(site.phones[1]),
        availableLanguage: ["en", "ne"],
      },
    ],
    sameAs: site.social.map((profile) => profile.href),
    openingHours: site.openingHours,
  });
}

/**
 * schema.org Service for a service page, offered by the agency.
 * @param service its name (also its type), description and canonical path
 */
export function serviceJsonLd({
  name,
  description,
  path,
}: {
  name: string;
  description: string;
  path: string;
}): MetaDescriptor {
  return jsonLd({
    "@type": "Service",
    "@id": `${pageUrl(path)}#service`,
    name,
    serviceType: name,
    description,
    url: pageUrl(path),
    image: absoluteUrl(ogImagePath(pathIn(path, locale))),
    provider: {
      "@type": "ProfessionalService",
      "@id": ORGANIZATION_ID,
      name: site.name,
      url: absoluteUrl("/"),
    },
    areaServed,
  });
}

/** One step of a breadcrumb trail: a page's short name and its canonical path. */
export type Crumb = { name: string; path: string };

/**
 * schema.org BreadcrumbList from the home page down to the page itself, for nested pages.
 * @param trail the pages below home, the current page last, e.g. [Services, Website Design]
 */
export function breadcrumbJsonLd(trail: Crumb[]): MetaDescriptor {
  return jsonLd({
    "@type": "BreadcrumbList",
    itemListElement: [pages.home, ...trail].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: pageUrl(crumb.path),
    })),
  });
}

/** schema.org FAQPage: every question of the FAQ with its answer. */
export function faqJsonLd(categories: FaqCategory[]): MetaDescriptor {
  return jsonLd({
    "@type": "FAQPage",
    mainEntity: categories.flatMap((group) =>
      group.questions.map((entry) => ({
        "@type": "Question",
        name: entry.question,
        acceptedAnswer: { "@type": "Answer", text: entry.answer },
      })),
    ),
  });
}
