import { notFound } from "~/content/errors";
import { ErrorScreen } from "./ErrorScreen";
import { LostIllustration } from "./hero-visuals/Illustrations";

/**
 * '404', 'Oops! Page not found' and the way home. The shell's script logs the missing path to the
 * console (SPEC.md section 2; app/shell/notFound.ts looks for `data-not-found`).
 */
export function NotFoundScreen() {
  return (
    <div data-not-found>
      <ErrorScreen
        eyebrow={notFound.code}
        title={notFound.title}
        text={notFound.text}
        home={notFound.home}
        contact={notFound.contact}
        visual={<LostIllustration />}
      />
    </div>
  );
}
