import { useEffect } from "react";
import { useLocation } from "react-router";
import { ErrorScreen } from "~/components/ErrorScreen";
import { notFound } from "~/content/errors";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => [...pageMeta(pages.notFound), { name: "robots", content: "noindex" }];

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => console.error(notFound.log, pathname), [pathname]);
  return (
    <ErrorScreen
      eyebrow={notFound.code}
      title={notFound.title}
      text={notFound.text}
      home={notFound.home}
      contact={notFound.contact}
    />
  );
}
