import { NotFoundScreen } from "~/components/NotFoundScreen";
import { notFoundMetaTags } from "~/lib/pagePath";

export const meta = notFoundMetaTags;

export default NotFoundScreen;
