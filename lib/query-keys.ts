// Every TanStack Query key of the app, in one place: a signed-in page prefetches on the server under a key and its
// client components read (and invalidate) the same key, so both must take it from here. The default query function
// (lib/client/api-client.ts getQueryFn) fetches a key's parts joined with "/", so a key is also the URL it reads.
// Safe on both sides and imports nothing: no "use client" (a server component would get a reference, not the value),
// and the nav bar brings it to every signed-in page, so it must stay this small.

const PAYMENTS_PATH = "/api/payments";
const LATEST_STRATEGY = ["/api/strategies/latest"] as const;
const EDUCATION = ["/api/education"] as const;
const CHALLENGES = ["/api/challenges"] as const;
const OUTBOX = ["/api/dev/outbox"] as const;
const IMPORTS = ["/api/imports"] as const;
const COACH_CONVERSATIONS = ["/api/coach/conversations"] as const;

/** The development outbox's channel filter (app/dev/outbox). */
export type OutboxChannel = "all" | "email" | "sms" | "push";

export const queryKeys = {
  /** GET /api/auth/user: the nav bar and the billing screens. */
  user: ["/api/auth/user"],
  debts: ["/api/debts"],
  /** A debt's statement view; starts with debts, so anything that refreshes the debts refreshes it too. */
  debtMonths: (debtId: string) => ["/api/debts", encodeURIComponent(debtId), "months"] as const,
  plan: ["/api/plan"],
  planThisMonth: ["/api/plan/this-month"],
  progress: ["/api/progress"],
  forecast: ["/api/progress/forecast"],
  latestStrategy: LATEST_STRATEGY,
  latestStrategySummary: ["/api/strategies/latest/summary"],
  /**
   * One plan's schedule of the latest strategy (GET /api/strategies/latest/schedule?kind=), read with its own query
   * function (the results page's first paint has only the saved plan's). It starts with latestStrategy, so
   * invalidating that refreshes it too.
   */
  latestSchedule: (kind: string) => [...LATEST_STRATEGY, "schedule", kind] as const,
  /**
   * The payment history, one key per filter: `filterQuery` is lib/payments/history's paymentFilterQuery(filter)
   * ("" or "?debtId=..."). isPaymentsKey matches them all.
   */
  payments: (filterQuery: string) => [`${PAYMENTS_PATH}${filterQuery}`] as const,
  billingStatus: ["/api/billing/status"],
  localCheckout: (sessionId: string) => ["/api/billing/local-checkout", encodeURIComponent(sessionId)] as const,
  accountSettings: ["/api/account/profile"],
  apiTokens: ["/api/tokens"],
  /** Settings > Connected accounts: the user's Plaid connections. */
  plaidItems: ["/api/plaid/items"],
  /** Settings > Security: the account's second factors (lib/auth/security-status.ts). */
  securityStatus: ["/api/account/security"],
  passkeys: ["/api/account/passkeys"],
  reminderPreferences: ["/api/reminders/preferences"],
  pushSubscriptions: ["/api/push/subscriptions"],
  calendarFeed: ["/api/account/calendar"],
  gamificationSummary: ["/api/gamification/summary"],
  goals: ["/api/goals"],
  referrals: ["/api/referrals/me"],
  voiceHistory: ["/api/voice/history"],
  /** Ask DebtWise's conversations, newest first, with today's usage. */
  coachConversations: COACH_CONVERSATIONS,
  /** One conversation's messages; starts with coachConversations, so refreshing the list refreshes it too. */
  coachConversation: (conversationId: string) => [...COACH_CONVERSATIONS, encodeURIComponent(conversationId)] as const,
  letters: ["/api/negotiations"],
  letterTemplates: ["/api/negotiations/templates"],
  education: EDUCATION,
  learningPath: ["/api/education/learning-path"],
  /** GET /api/education/<id>; starts with education, so invalidating the list marks cached articles stale too. */
  article: (contentId: string) => [...EDUCATION, contentId] as const,
  /** The user's challenges; the leaderboard keys start with it, so invalidating it refreshes them too. */
  myChallenges: CHALLENGES,
  availableChallenges: ["/api/challenges/available"],
  leaderboard: (challengeId: string) => [...CHALLENGES, challengeId, "leaderboard"] as const,
  sharedPlans: ["/api/shared/plans"],
  /** A shared plan's detail; a prefix of its contributions' keys, so invalidating it refreshes both. */
  sharedPlan: (planId: string) => ["/api/shared", planId] as const,
  /**
   * The pages loaded by 'Show all', continuing after the detail's newest 5 (read with their own query function,
   * not the default one). The cursor is part of the key: a new contribution shifts which 5 the detail shows, and
   * the rest must then continue from the new 5th, not the old one.
   */
  sharedPlanContributions: (planId: string, cursor: string) =>
    ["/api/shared", planId, "contributions", cursor] as const,
  /** The file imports' history (app/(app)/imports). */
  imports: IMPORTS,
  /** One import under review or applied; starts with imports, so refreshing the history refreshes it too. */
  importReview: (importId: string) => [...IMPORTS, encodeURIComponent(importId)] as const,
  /** The development outbox (app/dev/outbox), all channels or one. */
  outbox: (channel: OutboxChannel) => (channel === "all" ? OUTBOX : ([`${OUTBOX[0]}?channel=${channel}`] as const)),
} as const;

/** Whether a cached query is one of the payment history's lists (any filter). */
export function isPaymentsKey(queryKey: readonly unknown[]): boolean {
  const first = queryKey[0];
  return typeof first === "string" && (first === PAYMENTS_PATH || first.startsWith(`${PAYMENTS_PATH}?`));
}
