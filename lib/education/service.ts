import "server-only";
import { clockNow } from "@/lib/clock";
import { excerptOf } from "@/lib/education/markup";
import { db } from "@/lib/db";
import { AppError, notFound } from "@/lib/errors";
import { LESSON_COMPLETED_XP } from "@/lib/gamification/rules";
import type { TEducationProgress } from "@/lib/validations/education";
import {
  EDUCATION_CATEGORIES,
  EDUCATION_DIFFICULTIES,
  isEducationCategory,
  type EducationArticleDto,
  type EducationArticleFields,
  type EducationCategory,
  type EducationItemDto,
  type EducationItemProgressDto,
  type LearningPathDto,
  type RecordProgressResultDto,
} from "./types";

// docs/product-rules.md "Education". Progress is recorded with atomic statements, safe under concurrent posts: time
// is added in one UPDATE (no lost session), and completion is one UPDATE ... WHERE completed = false, so only the
// call that changed the row awards the XP.

/** Per user: far above any reader's pace, low enough to stop scripted posting. */
export const EDUCATION_PROGRESS_RATE_LIMIT = { limit: 120, windowSeconds: 60 };

// About 31 years of reading: the 32-bit column never overflows however many sessions are posted.
const MAX_TRACKED_SECONDS = 1_000_000_000;

const listSelect = {
  id: true,
  title: true,
  category: true,
  difficulty: true,
  estimatedReadTime: true,
  tags: true,
  content: true,
  sortOrder: true,
} as const;

type ContentRow = EducationArticleFields & { content: string; sortOrder: number };

const NO_PROGRESS: EducationItemProgressDto = { completed: false, timeSpent: 0 };

export function parseCategoryFilter(raw: string | null | undefined): EducationCategory | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (isEducationCategory(value)) return value;
  const message = `Unknown category "${value}". Use one of: ${EDUCATION_CATEGORIES.join(", ")}.`;
  throw new AppError("bad_request", message, { issues: [{ path: "category", message }] });
}

export async function listEducation(userId: string, category?: EducationCategory): Promise<EducationItemDto[]> {
  const rows = await db.educationContent.findMany({
    where: category ? { category } : {},
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
    select: listSelect,
  });
  const progress = await progressByContent(userId);
  return rows.map((row) => toItemDto(row, progress.get(row.id)));
}

export async function getEducationArticle(userId: string, contentId: string): Promise<EducationArticleDto> {
  const [row, progress] = await Promise.all([
    db.educationContent.findUnique({ where: { id: contentId }, select: listSelect }),
    db.educationProgress.findUnique({
      where: { userId_contentId: { userId, contentId } },
      select: { completed: true, timeSpent: true },
    }),
  ]);
  if (!row) throw notFound("Article");
  return { ...toItemDto(row, progress ?? undefined), content: row.content };
}

export async function getLearningPath(userId: string): Promise<LearningPathDto> {
  const items = await listEducation(userId);
  const level = (item: EducationItemDto) => EDUCATION_DIFFICULTIES.indexOf(item.difficulty);
  // Array.prototype.sort is stable, so the catalogue order survives within each level.
  const ordered = [...items].sort((a, b) => level(a) - level(b));
  return {
    items: ordered,
    completedCount: ordered.filter((item) => item.progress.completed).length,
    total: ordered.length,
    nextUp: ordered.find((item) => !item.progress.completed) ?? null,
  };
}

export async function recordProgress(
  userId: string,
  contentId: string,
  input: TEducationProgress,
): Promise<RecordProgressResultDto> {
  return db.$transaction(async (tx) => {
    const content = await tx.educationContent.findUnique({ where: { id: contentId }, select: { title: true } });
    if (!content) throw notFound("Article");

    const key = { userId, contentId };
    await tx.educationProgress.createMany({ data: [key], skipDuplicates: true });
    if (input.timeSpent > 0) {
      await tx.educationProgress.updateMany({
        where: { ...key, timeSpent: { lte: MAX_TRACKED_SECONDS - input.timeSpent } },
        data: { timeSpent: { increment: input.timeSpent } },
      });
    }

    let xpGained = 0;
    if (input.completed) {
      const { count } = await tx.educationProgress.updateMany({
        where: { ...key, completed: false },
        data: { completed: true, completedAt: clockNow() },
      });
      if (count > 0) {
        xpGained = LESSON_COMPLETED_XP;
        await tx.gamificationEvent.create({
          data: { userId, type: "lesson_completed", description: `Completed "${content.title}"`, xpGained },
        });
      }
    }

    const row = await tx.educationProgress.findUniqueOrThrow({
      where: { userId_contentId: key },
      select: { completed: true, timeSpent: true, completedAt: true },
    });
    return {
      progress: {
        contentId,
        completed: row.completed,
        timeSpent: row.timeSpent,
        completedAt: row.completedAt?.toISOString() ?? null,
      },
      xpGained,
    };
  });
}

async function progressByContent(userId: string): Promise<Map<string, EducationItemProgressDto>> {
  const rows = await db.educationProgress.findMany({
    where: { userId },
    select: { contentId: true, completed: true, timeSpent: true },
  });
  return new Map(rows.map((r) => [r.contentId, { completed: r.completed, timeSpent: r.timeSpent }]));
}

function toItemDto(row: ContentRow, progress: EducationItemProgressDto | undefined): EducationItemDto {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    difficulty: row.difficulty,
    estimatedReadTime: row.estimatedReadTime,
    tags: row.tags,
    excerpt: excerptOf(row.content),
    progress: progress ? { completed: progress.completed, timeSpent: progress.timeSpent } : NO_PROGRESS,
  };
}
