import { NotFoundScreen } from "~/components/NotFoundScreen";
import { notFoundMeta } from "~/lib/pagePath";

export const meta = notFoundMeta;

export default NotFoundScreen;
