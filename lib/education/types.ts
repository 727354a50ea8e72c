// No imports: safe for client components and the seed data.

export const EDUCATION_CATEGORIES = ["debt_management", "savings", "investing", "credit"] as const;
export type EducationCategory = (typeof EDUCATION_CATEGORIES)[number];

/** In learning-path order. */
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

export interface EducationItemProgressDto {
  completed: boolean;
  timeSpent: number;
}

export interface EducationArticleFields {
  /** Progress rows reference it, so it never changes once published. */
  id: string;
  title: string;
  category: EducationCategory;
  difficulty: EducationDifficulty;
  /** Word count / 200, rounded up (tests/unit/education-markup.test.ts). */
  estimatedReadTime: number;
  tags: string[];
}

export interface EducationItemDto extends EducationArticleFields {
  excerpt: string;
  progress: EducationItemProgressDto;
}

export interface EducationArticleDto extends EducationItemDto {
  content: string;
}

export interface LearningPathDto {
  items: EducationItemDto[];
  completedCount: number;
  total: number;
  nextUp: EducationItemDto | null;
}

export interface RecordProgressResultDto {
  progress: EducationItemProgressDto & {
    contentId: string;
    completedAt: string | null;
  };
  xpGained: number;
}
