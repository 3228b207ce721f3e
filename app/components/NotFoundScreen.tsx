import { useEffect } from "react";
import { useLocation } from "react-router";
import { notFound } from "~/content/errors";
import { ErrorScreen } from "./ErrorScreen";

/** '404', 'Oops! Page not found' and the way home; the missing path goes to the console. */
export function NotFoundScreen() {
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
