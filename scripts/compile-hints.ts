import { addCompileHints } from "./lib/compile-hints";

// `npm run build`'s step after `next build` (scripts/lib/compile-hints.ts): `tsx scripts/compile-hints.ts [distDir]`.
const distDir = process.argv[2] ?? process.env.NEXT_DIST_DIR ?? ".next";
console.log(`Compile hints: ${addCompileHints(distDir)} start-up chunks in ${distDir}.`);
