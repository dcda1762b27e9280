import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  { ignores: ["build/**", "public/build/**", "public/sw.js", "node_modules/**", "data/**", ".cache/**", "api/db/migrations/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-syntax": [
        "error",
        { selector: "CallExpression[callee.property.name=/^(only|skip|todo)$/][callee.object.name=/^(it|test|describe)$/]", message: "Every test must run." },
      ],
    },
  },
  {
    // The web tier never reaches into the API's code or the database (docs/design.md, "Architecture").
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/api/**", "drizzle-orm", "drizzle-orm/*", "pg", "@electric-sql/*"], message: "app/ talks to /v1 through the API client only." }] }],
    },
  },
  {
    // Both tiers use the one cache and its registry (docs/decisions/0025-one-cache-and-invalidation.md): it reaches into neither, nor the database.
    files: ["cache/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/api/**", "**/app/**", "drizzle-orm", "drizzle-orm/*", "pg", "@electric-sql/*"], message: "cache/ is shared by both tiers: it imports neither, nor the database." }] }],
    },
  },
  {
    // Both tiers write spreadsheets with the one writer (docs/decisions/0027-one-spreadsheet-writer.md): it reaches into neither.
    files: ["spreadsheets/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/api/**", "**/app/**", "drizzle-orm", "drizzle-orm/*", "pg", "@electric-sql/*"], message: "spreadsheets/ is shared by both tiers: it imports neither, nor the database." }] }],
    },
  },
);
