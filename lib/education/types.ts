// Wire shapes and labels of the Education Hub (GET /api/education, GET /api/education/{contentId},
// GET /api/education/learning-path, POST /api/education/{contentId}/progress). Safe to import from client
// components and from the seed data (no imports).

/** The four categories, in the order of the screen's tabs. */
export const EDUCATION_CATEGORIES = ["debt_management", "savings", "investing", "credit"] as const;
export type EducationCategory = (typeof EDUCATION_CATEGORIES)[number];

/** The three difficulties, in learning-path order. */
export const EDUCATION_DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;
export type EducationDifficulty = (typeof EDUCATION_DIFFICULTIES)[number];

export const CATEGORY_LABELS: Record<EducationCategory, string> = {
  debt_management: "Debt Management",
  savings: "Savings",
  investing: "Investing",
  credit: "Credit",
};

export const DIFFICULTY_LABELS: Record<EducationDifficulty, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
};

export function isEducationCategory(value: unknown): value is EducationCategory {
  return typeof value === "string" && (EDUCATION_CATEGORIES as readonly string[]).includes(value);
}

/** The signed-in user's progress on one article; all zeros / false before they open it. */
export interface EducationItemProgressDto {
  completed: boolean;
  /** Seconds, summed over every reading session. */
  timeSpent: number;
}

/** An article's catalogue fields: the same in the seed (prisma/seed-data/education.ts), the table and the lists. */
export interface EducationArticleFields {
  /** Stable kebab-case slug, e.g. "avalanche-vs-snowball": progress rows reference it, so it never changes once published. */
  id: string;
  title: string;
  category: EducationCategory;
  difficulty: EducationDifficulty;
  /** Minutes: the word count divided by 200, rounded up (checked by tests/unit/education-markup.test.ts). */
  estimatedReadTime: number;
  /** Short readable phrases, shown as they are on the content cards. */
  tags: string[];
}

/** One article in a list: everything but the text itself. */
export interface EducationItemDto extends EducationArticleFields {
  /** The opening of the article as plain text, about 160 characters, ending in "…" when cut. */
  excerpt: string;
  progress: EducationItemProgressDto;
}

/** One article with its text (markup: "## " / "### " headings, "**bold**", "- " bullets, blank-line paragraphs). */
export interface EducationArticleDto extends EducationItemDto {
  content: string;
}

export interface LearningPathDto {
  /** Beginner, then intermediate, then advanced; the catalogue order within a level. */
  items: EducationItemDto[];
  completedCount: number;
  total: number;
  /** The first item not completed yet; null once everything is. */
  nextUp: EducationItemDto | null;
}

/** POST /api/education/{contentId}/progress. */
export interface RecordProgressResultDto {
  progress: EducationItemProgressDto & {
    contentId: string;
    /** ISO time of the first completion; null while not completed. */
    completedAt: string | null;
  };
  /** XP awarded by this call: LESSON_COMPLETED_XP on the first completion, 0 otherwise. */
  xpGained: number;
}
