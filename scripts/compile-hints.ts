import { addCompileHints } from "./lib/compile-hints";
import { buildDir } from "./lib/next-build";

// `npm run build`'s step after `next build` (scripts/lib/compile-hints.ts): `tsx scripts/compile-hints.ts [distDir]`.
const distDir = process.argv[2] ?? buildDir();
console.log(`Compile hints: ${addCompileHints(distDir)} start-up chunks in ${distDir}.`);
