// Wire shapes of payment logging and the gamification summary. Client-safe.

export interface BadgeDto {
  code: string;
  label: string;
  description: string;
}

export interface StreakDto {
  currentDays: number;
  longestDays: number;
}

export interface GamificationSummaryDto {
  totalXP: number;
  currentLevel: number;
  currentLevelName: string;
  nextLevelName: string;
  xpToNextLevel: number;
  streak: StreakDto;
  badgesEarned: BadgeDto[];
  recentEvents: { description: string; xpGained: number; createdAt: string }[];
}

export interface LogPaymentResultDto {
  newBadges: BadgeDto[];
  updatedStreak: StreakDto;
  debtClosed: boolean;
  xpGained: number;
  payment: { id: string; debtId: string; amount: string; description: string; paymentDate: string };
  debt: import("@/lib/debts/types").DebtDto;
}
