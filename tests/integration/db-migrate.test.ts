import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { applyMigrations, migrationChecksum, readLocalMigrations } from "@/scripts/lib/migrate";
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
      c.badgeCode,
    ]);
    expect(summary).toEqual([
      ["save-1000", "savings", "1000.00", 30, "challenge_save_1000"],
      ["debt-free-month", "debt_reduction", null, 30, "challenge_debt_free_month"],
      ["no-spend-week", "spending", null, 7, "challenge_no_spend_week"],
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

describe("challenge rewards on an existing database", () => {
  // A database migrated before the challenge-rewards migration, holding the old seeded rows (a participant
  // baseline and prizes nobody delivers): migrating it must leave real counts and only delivered rewards.
  const name = `chal_mig_${Date.now().toString(36)}`;
  const admin = () => new Client({ connectionString: databaseUrl.replace(/\/[^/?]+(\?|$)/, "/postgres$1") });
  const scratchUrl = databaseUrl.replace(/\/[^/?]+(\?|$)/, `/${name}$1`);
  let olderDir: string;

  beforeAll(async () => {
    const c = admin();
    await c.connect();
    await c.query(`CREATE DATABASE "${name}"`);
    await c.end();
    olderDir = fs.mkdtempSync(path.join(os.tmpdir(), "older-migrations-"));
    for (const m of readLocalMigrations(migrationsDir)) {
      if (m.name.endsWith("_challenge_rewards_real")) break;
      fs.mkdirSync(path.join(olderDir, m.name));
      fs.writeFileSync(path.join(olderDir, m.name, "migration.sql"), m.script);
    }
  });

  afterAll(async () => {
    const c = admin();
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.end();
    fs.rmSync(olderDir, { recursive: true, force: true });
  });

  it("drops the participant baseline and the undelivered prizes, gives the built-in challenges their badges and old goals a name", async () => {
    await applyMigrations(scratchUrl, { migrationsDir: olderDir });
    const c = new Client({ connectionString: scratchUrl });
    await c.connect();
    try {
      await c.query(`INSERT INTO "Challenge" ("id","title","description","challengeType","targetAmount","duration","reward","baseParticipants","updatedAt") VALUES
        ('save-1000','Save','d','savings',1000,30,'Badge + $50 gift card',247,now()),
        ('debt-free-month','Month','d','debt_reduction',NULL,30,'Badge + financial planning session',183,now()),
        ('no-spend-week','Week','d','spending',NULL,7,'Badge',412,now())`);
      // Goals from before names: each is named after its type.
      await c.query(`INSERT INTO "User" ("id","email","updatedAt") VALUES ('u1','old@example.com',now())`);
      await c.query(`INSERT INTO "Goal" ("id","userId","goalType","targetAmount","updatedAt") VALUES
        ('g1','u1','emergency_fund',1000,now()), ('g2','u1','savings',1000,now()), ('g3','u1','investment',1000,now())`);
      await applyMigrations(scratchUrl, { migrationsDir });
      expect((await c.query(`SELECT "id", "name" FROM "Goal" ORDER BY "id"`)).rows).toEqual([
        { id: "g1", name: "Emergency fund" },
        { id: "g2", name: "Savings" },
        { id: "g3", name: "Investment" },
      ]);
      const rows = (await c.query(`SELECT * FROM "Challenge" ORDER BY "id"`)).rows as Record<string, unknown>[];
      expect(rows.map((r) => [r.id, r.badgeCode])).toEqual([
        ["debt-free-month", "challenge_debt_free_month"],
        ["no-spend-week", "challenge_no_spend_week"],
        ["save-1000", "challenge_save_1000"],
      ]);
      for (const r of rows) expect(Object.keys(r)).not.toEqual(expect.arrayContaining(["reward"]));
      for (const r of rows) expect(Object.keys(r)).not.toEqual(expect.arrayContaining(["baseParticipants"]));
      expect(JSON.stringify(rows)).not.toMatch(/gift card|planning session|247|183|412/);
    } finally {
      await c.end();
    }
  });
});
