import { NotFoundScreen } from "~/components/NotFoundScreen";
import { pages } from "~/content/pages";
import { pageHandle } from "~/lib/pageHandle";
import { pageMeta } from "~/lib/seo";

export const handle = pageHandle(pages.notFound);

export const meta = () => pageMeta(pages.notFound);

export default NotFoundScreen;
