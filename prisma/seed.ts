/**
 * Seeds the reference content every installation needs: the built-in challenges, the negotiation templates and
 * the education articles. Idempotent: rows are upserted by their stable ids, so running it again only brings
 * them up to date with prisma/seed-data (user data is never touched).
 *
 *   npm run db:seed   (scripts/db.ts seed: on DIRECT_URL when set, see scripts/lib/migration-url.ts)
 */
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../lib/generated/prisma/client";
import { challenges } from "./seed-data/challenges";
import { educationArticles } from "./seed-data/education";
import { negotiationTemplates } from "./seed-data/negotiation-templates";

export type SeedCounts = { challenges: number; templates: number; articles: number };

export function createSeedClient(databaseUrl: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
}

export async function seedReferenceContent(prisma: PrismaClient): Promise<SeedCounts> {
  await prisma.$transaction([
    ...challenges.map((challenge, index) => {
      const data = {
        title: challenge.title,
        description: challenge.description,
        challengeType: challenge.challengeType,
        targetAmount: challenge.targetAmount,
        duration: challenge.duration,
        badgeCode: challenge.badgeCode,
        isActive: true,
        sortOrder: index,
      };
      return prisma.challenge.upsert({
        where: { id: challenge.id },
        create: { id: challenge.id, ...data },
        update: data,
      });
    }),
    ...negotiationTemplates.map((template, index) => {
      const data = {
        templateType: template.templateType,
        name: template.name,
        useCase: template.useCase,
        subject: template.subject,
        body: template.body,
        tips: template.tips,
        sortOrder: index,
      };
      return prisma.negotiationTemplate.upsert({
        where: { id: template.id },
        create: { id: template.id, ...data },
        update: data,
      });
    }),
    ...educationArticles.map((article, index) => {
      const data = {
        title: article.title,
        category: article.category,
        difficulty: article.difficulty,
        estimatedReadTime: article.estimatedReadTime,
        tags: article.tags,
        content: article.content,
        sortOrder: index,
      };
      return prisma.educationContent.upsert({
        where: { id: article.id },
        create: { id: article.id, ...data },
        update: data,
      });
    }),
  ]);
  return { challenges: challenges.length, templates: negotiationTemplates.length, articles: educationArticles.length };
}

/** Seeds the database at `databaseUrl` with its own short-lived client. */
export async function seedDatabase(databaseUrl: string): Promise<SeedCounts> {
  const prisma = createSeedClient(databaseUrl);
  try {
    return await seedReferenceContent(prisma);
  } finally {
    await prisma.$disconnect();
  }
}

export function describeSeed(counts: SeedCounts): string {
  return `Seeded ${counts.challenges} challenges, ${counts.templates} negotiation templates, ${counts.articles} education articles.`;
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("DATABASE_URL is not set.");
  console.log(describeSeed(await seedDatabase(databaseUrl)));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
