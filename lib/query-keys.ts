// Server prefetch and client components must share each key. A key is also the URL it reads (getQueryFn). No
// "use client" (a server component would get a reference, not the value), and small: the nav bar brings it everywhere.

const PAYMENTS_PATH = "/api/payments";
const LATEST_STRATEGY = ["/api/strategies/latest"] as const;
const EDUCATION = ["/api/education"] as const;
const CHALLENGES = ["/api/challenges"] as const;
const OUTBOX = ["/api/dev/outbox"] as const;
const IMPORTS = ["/api/imports"] as const;
const COACH_CONVERSATIONS = ["/api/coach/conversations"] as const;

export type OutboxChannel = "all" | "email" | "sms" | "push";

export const queryKeys = {
  user: ["/api/auth/user"],
  debts: ["/api/debts"],
  /** Starts with debts, so anything that refreshes the debts refreshes it too. */
  debtMonths: (debtId: string) => ["/api/debts", encodeURIComponent(debtId), "months"] as const,
  plan: ["/api/plan"],
  planThisMonth: ["/api/plan/this-month"],
  progress: ["/api/progress"],
  forecast: ["/api/progress/forecast"],
  latestStrategy: LATEST_STRATEGY,
  latestStrategySummary: ["/api/strategies/latest/summary"],
  latestSchedule: (kind: string) => [...LATEST_STRATEGY, "schedule", kind] as const,
  payments: (filterQuery: string) => [`${PAYMENTS_PATH}${filterQuery}`] as const,
  billingStatus: ["/api/billing/status"],
  localCheckout: (sessionId: string) => ["/api/billing/local-checkout", encodeURIComponent(sessionId)] as const,
  accountSettings: ["/api/account/profile"],
  apiTokens: ["/api/tokens"],
  plaidItems: ["/api/plaid/items"],
  securityStatus: ["/api/account/security"],
  passkeys: ["/api/account/passkeys"],
  reminderPreferences: ["/api/reminders/preferences"],
  pushSubscriptions: ["/api/push/subscriptions"],
  calendarFeed: ["/api/account/calendar"],
  gamificationSummary: ["/api/gamification/summary"],
  goals: ["/api/goals"],
  referrals: ["/api/referrals/me"],
  voiceHistory: ["/api/voice/history"],
  coachConversations: COACH_CONVERSATIONS,
  coachConversation: (conversationId: string) => [...COACH_CONVERSATIONS, encodeURIComponent(conversationId)] as const,
  letters: ["/api/negotiations"],
  letterTemplates: ["/api/negotiations/templates"],
  education: EDUCATION,
  learningPath: ["/api/education/learning-path"],
  article: (contentId: string) => [...EDUCATION, contentId] as const,
  /** The leaderboard keys start with it, so invalidating it refreshes them too. */
  myChallenges: CHALLENGES,
  availableChallenges: ["/api/challenges/available"],
  leaderboard: (challengeId: string) => [...CHALLENGES, challengeId, "leaderboard"] as const,
  sharedPlans: ["/api/shared/plans"],
  sharedPlan: (planId: string) => ["/api/shared", planId] as const,
  /** The cursor is in the key: a new contribution shifts the detail's newest 5, and the rest must follow the new 5th. */
  sharedPlanContributions: (planId: string, cursor: string) =>
    ["/api/shared", planId, "contributions", cursor] as const,
  imports: IMPORTS,
  importReview: (importId: string) => [...IMPORTS, encodeURIComponent(importId)] as const,
  outbox: (channel: OutboxChannel) => (channel === "all" ? OUTBOX : ([`${OUTBOX[0]}?channel=${channel}`] as const)),
} as const;

export function isPaymentsKey(queryKey: readonly unknown[]): boolean {
  const first = queryKey[0];
  return typeof first === "string" && (first === PAYMENTS_PATH || first.startsWith(`${PAYMENTS_PATH}?`));
}
