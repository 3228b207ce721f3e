import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
  {
    files: ["**/*.{js,mjs}", "e2e/**/*.ts", "*.config.ts"],
    languageOptions: { globals: { ...globals.node } },
  },
);
