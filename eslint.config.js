// ESLint 9 flat config: what `npm run lint` checks (docs/decisions/013-lint-and-format.md).
// Formatting is Prettier's job; eslint-config-prettier, last, turns off every rule that would disagree with it.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  // Built, generated, installed or produced by a run; public/ holds static files served as they are.
  globalIgnores(["build/", "src/shared/paraglide/", ".react-router/", "test-results/", "playwright-report/", "public/", "data/", "uploads/", "backups/"]),

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      // One tree for browser and Node code (the React Router app renders on both).
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // A leading underscore marks a value kept on purpose (a destructured field left out of a copy).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
    },
  },

  // React: the rules of hooks and the dependencies of effects, and accessible markup, in the app.
  {
    files: ["src/app/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    rules: {
      "react-hooks/exhaustive-deps": "error",
      // autoFocus on our own components is a prop they pass on; the DOM elements that use it say why.
      "jsx-a11y/no-autofocus": ["error", { ignoreNonDOM: true }],
    },
  },

  // Layers (docs/architecture.md): the app (browser and SSR) never imports the server; shared code sits in src/shared.
  {
    files: ["src/app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(~/)?(\\.\\./)+(src/)?server(/|\\.ts$|$)", message: "src/app must not import src/server: move what both need to src/shared." }] },
      ],
    },
  },

  // ...and the server never imports the app (its copy, components or routes): what both need sits in src/shared.
  // (A path into a directory named app: src/server has none, and its own app.ts is imported as "./app" or "../app".)
  {
    files: ["src/server/**/*.ts", "server.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(~/)?(\\.{1,2}/)+(src/)?app/", message: "src/server must not import src/app: move what both need to src/shared." }] },
      ],
    },
  },

  // The server logs JSON through its pino logger, never the console (the one start-up failure line is in server.ts).
  {
    files: ["src/server/**/*.ts"],
    rules: { "no-console": "error" },
  },

  prettier,
);
