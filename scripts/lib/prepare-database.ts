import { applyMigrations } from "./migrate";
import { seedDatabase } from "../../prisma/seed";

/** Brings a database to the current schema and reference content (both idempotent). */
export async function prepareDatabase(databaseUrl: string): Promise<void> {
  await applyMigrations(databaseUrl);
  await seedDatabase(databaseUrl);
}
