import { runProductionBuild } from "./lib/next-build";

// `npm run build`: the production build's steps (scripts/lib/next-build.ts productionBuildSteps), in order.
try {
  runProductionBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
