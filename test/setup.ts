import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { resetMedia } from "./media";

// A `findBy` or `waitFor` waits for what a page will show; the default second is not enough on
// a busy machine, where CI once took longer to render the deferred comparison table
// (PlansExplorer's useDeferredValue). The test's own timeout (vitest.config.ts) stays the bound.
configure({ asyncUtilTimeout: 5_000 });

afterEach(async () => {
  cleanup();
  await resetMedia();
});
