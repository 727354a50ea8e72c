import { defineConfig } from "prisma/config";
import { directDatabaseUrl } from "./scripts/lib/migration-url";

// Prisma 7 reads the connection URL from here, not from schema.prisma, and only the CLI uses it (`migrate deploy`,
// `migrate dev`, `studio`); the app connects through lib/db.ts. So it is the direct server (DIRECT_URL, else
// DATABASE_URL_UNPOOLED, else DATABASE_URL): migrations must not run through a pooler (README "Deploying"). It is
// optional so that `prisma generate` (run from postinstall on a clean clone) works without a database configured.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: {
    path: "prisma/migrations",
    seed: "tsx scripts/db.ts seed",
  },
  datasource: {
    url: directDatabaseUrl(process.env),
  },
});
