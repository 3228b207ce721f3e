import { NotFoundScreen } from "~/components/NotFoundScreen";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(pages.notFound);

export default NotFoundScreen;
