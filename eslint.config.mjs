import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".next/**",
      ".next-*/**",
      "node_modules/**",
      ".data/**",
      "lib/generated/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
      "public/sw.js",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "zod",
              message: 'Import { z } from "@/lib/validations/zod" (it configures zod for the CSP first).',
            },
            {
              name: "next/link",
              message:
                'Import Link from "@/components/ui/link" (next/link weighs ~9 KB per page; ARCHITECTURE.md "Speed").',
            },
            {
              name: "tailwind-merge",
              message: 'Use cn from "@/lib/utils" (lib/class-merge.ts; tailwind-merge is the tests\' reference only).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ["lib/validations/zod.ts", "tests/**", "scripts/**"],
    rules: { "no-restricted-imports": "off" },
  },
];

export default config;
