import path from "node:path";
import { Client } from "pg";
import { applyMigrations, migrationChecksum, readLocalMigrations } from "@/lib/db/migrate";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { createSeedClient, seedReferenceContent } from "@/prisma/seed";
import { educationArticles } from "@/prisma/seed-data/education";

// DATABASE_URL points at a fresh database the test runner has already migrated.
const databaseUrl = process.env.DATABASE_URL as string;
const migrationsDir = path.join(__dirname, "..", "..", "prisma", "migrations");

type MigrationRow = {
  id: string;
  checksum: string;
  finished_at: Date | null;
  migration_name: string;
  logs: string | null;
  rolled_back_at: Date | null;
  started_at: Date;
  applied_steps_count: number;
};

describe("applyMigrations", () => {
  it("is a no-op on an up-to-date database", async () => {
    await expect(applyMigrations(databaseUrl, { migrationsDir })).resolves.toEqual([]);
  });

  it("records each migration in _prisma_migrations the way Prisma does", async () => {
    const local = readLocalMigrations(migrationsDir);
    expect(local.length).toBeGreaterThan(0);

    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    let rows: MigrationRow[];
    try {
      rows = (
        await client.query<MigrationRow>(
          `SELECT * FROM "_prisma_migrations" WHERE rolled_back_at IS NULL ORDER BY migration_name`,
        )
      ).rows;
    } finally {
      await client.end();
    }

    expect(rows.map((row) => row.migration_name)).toEqual(local.map((migration) => migration.name));
    for (const [index, row] of rows.entries()) {
      const migration = local[index]!;
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(row.checksum).toMatch(/^[0-9a-f]{64}$/);
      expect(row.checksum).toBe(migration.checksum);
      expect(row.checksum).toBe(migrationChecksum(migration.script));
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.finished_at!.getTime()).toBeGreaterThanOrEqual(row.started_at.getTime());
      expect(row.logs).toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }
  });
});

describe("seedReferenceContent", () => {
  let prisma: PrismaClient;

  beforeAll(() => {
    prisma = createSeedClient(databaseUrl);
  });

  afterAll(async () => {
    await prisma.$disconnect();
  });

  it("is idempotent and leaves exactly the built-in challenges and templates", async () => {
    await seedReferenceContent(prisma);
    await seedReferenceContent(prisma);

    const challenges = await prisma.challenge.findMany({ orderBy: { sortOrder: "asc" } });
    const summary = challenges.map((c) => [
      c.id,
      c.challengeType,
      c.targetAmount?.toFixed(2) ?? null,
      c.duration,
      c.baseParticipants,
    ]);
    expect(summary).toEqual([
      ["save-1000", "savings", "1000.00", 30, 247],
      ["debt-free-month", "debt_reduction", null, 30, 183],
      ["no-spend-week", "spending", null, 7, 412],
    ]);

    const templates = await prisma.negotiationTemplate.findMany({ orderBy: { sortOrder: "asc" } });
    expect(templates.map((t) => [t.templateType, t.name])).toEqual([
      ["hardship", "Hardship Payment Plan"],
      ["settlement", "Debt Settlement"],
      ["payment_plan", "Payment Plan"],
    ]);

    const articleIds = (await prisma.educationContent.findMany({ select: { id: true } })).map((a) => a.id);
    expect(articleIds).toEqual(expect.arrayContaining(educationArticles.map((a) => a.id)));
    expect(await prisma.educationContent.count()).toBe(educationArticles.length);
  });
});
