import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Layers that only look down (issue 36): the site's modules in app/ are content, then lib, hooks,
 * components, and the routes and islands on top; each imports only from the layers below it. The
 * shell (app/shell/, the pages' one inline script) stands apart: it may use content and lib, and
 * no layer imports it (root.tsx puts it in the page). Type-only imports are free: they vanish
 * from the build. No module of the site imports the build, the server, the benches or the tools.
 */
const LAYERS_ABOVE = {
  content: ["lib", "hooks", "components", "routes", "islands", "shell"],
  lib: ["hooks", "components", "routes", "islands", "shell"],
  hooks: ["components", "routes", "islands", "shell"],
  components: ["routes", "islands", "shell"],
  routes: ["islands", "shell"],
  islands: ["routes", "shell"],
  shell: ["hooks", "components", "routes", "islands"],
};
/** Beside app/: what no module of the site imports. */
const OUTSIDE_THE_SITE = ["builder", "server", "scripts", "bench", "media", "test"];
/**
 * The one file allowed an import the rule forbids, and only that one (the rest of the rule holds):
 * React Router's route config, which runs only at build, in React Router's own module runner, and
 * needs the content plugin to read the registry (builder/content/import.ts). No layer imports it.
 */
const LAYER_EXCEPTIONS = [{ file: "app/routes.ts", allow: "builder" }];

/**
 * The rule that forbids, in a file `depth` folders below app/<layer>/, imports of the layers named
 * (`~/lib/…`, or `../lib/…` with as many `../` as lead to app/) and of the folders beside app/.
 * @param {number} depth 0 for app/lib/x.ts, 1 for app/content/ne/x.ts; -1 for app/x.ts
 * @param {string[]} layers
 * @param {string[]} outside
 * @param {string} [outsideMessage]
 */
const importsFrom = (
  depth,
  layers,
  outside,
  outsideMessage = "A module of the site imports nothing from the build, the server, the benches or the tools.",
) => [
  "error",
  {
    patterns: [
      ...(layers.length
        ? [
            {
              regex: `^(?:~/|(?:\\.\\./){${depth + 1}})(?:${layers.join("|")})(?:/|$)`,
              caseSensitive: true,
              allowTypeImports: true,
              message:
                "Layers only look down: content, lib, hooks, components, routes; the shell apart (eslint.config.js).",
            },
          ]
        : []),
      ...(outside.length
        ? [
            {
              regex: `^(?:\\.\\./){${depth + 2}}(?:${outside.join("|")})/`,
              caseSensitive: true,
              message: outsideMessage,
            },
          ]
        : []),
    ],
  },
];
const SOURCE = "{ts,tsx,mjs}";
/** How deep the site's folders go below app/<layer>/ (app/content/schema/: 1). */
const DEPTHS = [0, 1, 2, 3];
/** The files `depth` folders below a folder. */
const filesAt = (/** @type {string} */ folder, /** @type {number} */ depth) =>
  `${folder}/${"*/".repeat(depth)}*.${SOURCE}`;

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "screenshots/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      // WAI-ARIA tabs: a panel that starts with text, not a control, is a Tab stop itself.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel"] }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "react/no-danger": "off",
    },
  },
  {
    // The whole registry brings every service page's and project's copy: for the build, the tests
    // and the static pages' routes, never into the JavaScript of a page with React, which takes
    // its own entry from ~/content/pages.
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      "app/**/*.test.{ts,tsx}",
      "app/routes.ts",
      "app/routes/service-page.tsx",
      "app/routes/project.tsx",
      "app/routes/insights.tsx",
      "app/routes/insight-tag.tsx",
      "app/routes/insight.tsx",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "~/content/sitePages",
              message:
                "The whole registry is for the build and static routes: import the page from ~/content/pages.",
            },
          ],
        },
      ],
    },
  },
  {
    // The tests' helpers (test/) are for tests: no module of the site, its build or its server
    // imports one.
    files: ["app/**/*.{ts,tsx}", "{server,builder,bench,media,scripts}/**/*.{ts,mjs}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...["ImportDeclaration", "ImportExpression"].map((node) => ({
          selector: `${node}[source.value=/(^|\\u002F)test\\u002F/]`,
          message: "test/ holds the tests' helpers: only tests import them.",
        })),
      ],
    },
  },
  // Layers that only look down (LAYERS_ABOVE above), then the files allowed one import up.
  {
    files: [filesAt("app", 0)],
    rules: { "@typescript-eslint/no-restricted-imports": importsFrom(-1, [], OUTSIDE_THE_SITE) },
  },
  ...Object.entries(LAYERS_ABOVE).flatMap(([layer, above]) =>
    DEPTHS.map((depth) => ({
      files: [filesAt(`app/${layer}`, depth)],
      ignores: ["**/*.test.{ts,tsx}"],
      rules: { "@typescript-eslint/no-restricted-imports": importsFrom(depth, above, OUTSIDE_THE_SITE) },
    })),
  ),
  ...LAYER_EXCEPTIONS.map(({ file, allow }) => {
    const [, layer, ...rest] = file.split("/");
    const above = rest.length ? LAYERS_ABOVE[/** @type {keyof typeof LAYERS_ABOVE} */ (layer)] : [];
    return {
      files: [file],
      rules: {
        "@typescript-eslint/no-restricted-imports": importsFrom(
          rest.length - 1,
          above.filter((each) => each !== allow),
          OUTSIDE_THE_SITE.filter((each) => each !== allow),
        ),
      },
    };
  }),
  // The server loads only what it serves with: nothing of the build, the benches or the tools.
  ...[0, 1].map((depth) => ({
    files: [filesAt("server", depth)],
    ignores: ["**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": importsFrom(
        depth - 1,
        [],
        ["builder", "scripts", "bench", "media"],
      ),
    },
  })),
  {
    files: ["**/*.{js,mjs}", "e2e/**/*.ts", "*.config.ts"],
    languageOptions: { globals: { ...globals.node } },
  },
);
