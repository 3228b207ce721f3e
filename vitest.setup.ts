import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { resetMedia } from "./vitest.platform";

afterEach(() => {
  cleanup();
  resetMedia();
});
