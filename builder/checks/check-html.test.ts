// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatErrors, parseVnuReport } from "./check-html.mjs";

const root = "/work/site/build/client";
const report = JSON.stringify({
  version: "26.9.27",
  messages: [
    {
      type: "error",
      url: "file:/work/site/build/client/contact/index.html",
      lastLine: 1,
      firstColumn: 32641,
      lastColumn: 33082,
      message: "Attribute “maxlength” not allowed on element “select” at this point.",
      extract: 'relative"><select id="contact-service" maxLength="40" name="service"><optio',
      hiliteStart: 10,
      hiliteLength: 59,
    },
    {
      type: "info",
      subType: "warning",
      url: "file:/work/site/build/client/index.html",
      lastLine: 1,
      message: "Consider adding a “lang” attribute.",
    },
    {
      type: "error",
      url: "file:/work/site/build/client/index.html",
      lastLine: 3,
      firstLine: 2,
      firstColumn: 5,
      lastColumn: 9,
      message: "Duplicate ID “main”.",
      extract: '<main id="main">',
      hiliteStart: 0,
      hiliteLength: 16,
    },
    {
      type: "non-document-error",
      subType: "io",
      url: "file:/work/site/build/client/x/index.html",
      message: "File not found.",
    },
  ],
});

describe("parseVnuReport", () => {
  const errors = parseVnuReport(report, root);

  it("keeps errors and non-document errors, not warnings, with the file relative to the build", () => {
    expect(errors.map((error) => [error.file, error.where, error.message])).toEqual([
      [
        "contact/index.html",
        "1:32641",
        "Attribute “maxlength” not allowed on element “select” at this point.",
      ],
      ["index.html", "3:5", "Duplicate ID “main”."],
      ["x/index.html", "?:?", "non-document-error: File not found."],
    ]);
  });

  it("marks the offending markup in the extract", () => {
    expect(errors[0].extract).toBe(
      'relative">»<select id="contact-service" maxLength="40" name="service">«<optio',
    );
  });

  it("leaves out the listed false positives, and only those", () => {
    const ignored = [{ message: /^Duplicate ID “main”\.$/ }];
    expect(parseVnuReport(report, root, ignored).map((error) => error.file)).toEqual([
      "contact/index.html",
      "x/index.html",
    ]);
  });

  it("finds no errors in a clean report, and refuses output that is not a report", () => {
    expect(parseVnuReport('{"messages":[]}', root)).toEqual([]);
    expect(() => parseVnuReport("StackOverflowError while evaluating HTML schema.", root)).toThrow(
      /not JSON/,
    );
    expect(() => parseVnuReport("{}", root)).toThrow(/no messages/);
  });
});

describe("formatErrors", () => {
  it("names the page by its URL path and its file, then the message and the markup", () => {
    expect(formatErrors(parseVnuReport(report, root).slice(0, 2))).toEqual([
      "/contact (contact/index.html:1:32641)",
      "  Attribute “maxlength” not allowed on element “select” at this point.",
      '  relative">»<select id="contact-service" maxLength="40" name="service">«<optio',
      "/ (index.html:3:5)",
      "  Duplicate ID “main”.",
      '  »<main id="main">«',
    ]);
  });
});
