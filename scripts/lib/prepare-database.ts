import { applyMigrations } from "../../lib/db/migrate";
import { createSeedClient, seedReferenceContent } from "../../prisma/seed";

/** Brings a database to the current schema and reference content (both idempotent). */
export async function prepareDatabase(databaseUrl: string): Promise<void> {
  await applyMigrations(databaseUrl);
  const prisma = createSeedClient(databaseUrl);
  try {
    await seedReferenceContent(prisma);
  } finally {
    await prisma.$disconnect();
  }
}
