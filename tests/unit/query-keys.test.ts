import { isPaymentsKey, queryKeys } from "@/lib/query-keys";

// The keys are also the URLs the default query function reads, and a server page's prefetch only reaches its
// client components when both use the same key: their values are pinned here, so a rename cannot move one.
describe("queryKeys", () => {
  it("keeps the API paths as the keys' values", () => {
    expect(queryKeys.user).toEqual(["/api/auth/user"]);
    expect(queryKeys.debts).toEqual(["/api/debts"]);
    expect(queryKeys.debtMonths("d 1")).toEqual(["/api/debts", "d%201", "months"]);
    expect(queryKeys.plan).toEqual(["/api/plan"]);
    expect(queryKeys.planThisMonth).toEqual(["/api/plan/this-month"]);
    expect(queryKeys.progress).toEqual(["/api/progress"]);
    expect(queryKeys.forecast).toEqual(["/api/progress/forecast"]);
    expect(queryKeys.latestStrategy).toEqual(["/api/strategies/latest"]);
    expect(queryKeys.latestStrategySummary).toEqual(["/api/strategies/latest/summary"]);
    expect(queryKeys.latestSchedule("avalanche")).toEqual(["/api/strategies/latest", "schedule", "avalanche"]);
    expect(queryKeys.billingStatus).toEqual(["/api/billing/status"]);
    expect(queryKeys.localCheckout("cs local/1")).toEqual(["/api/billing/local-checkout", "cs%20local%2F1"]);
    expect(queryKeys.accountSettings).toEqual(["/api/account/profile"]);
    expect(queryKeys.apiTokens).toEqual(["/api/tokens"]);
    expect(queryKeys.reminderPreferences).toEqual(["/api/reminders/preferences"]);
    expect(queryKeys.gamificationSummary).toEqual(["/api/gamification/summary"]);
    expect(queryKeys.goals).toEqual(["/api/goals"]);
    expect(queryKeys.referrals).toEqual(["/api/referrals/me"]);
    expect(queryKeys.voiceHistory).toEqual(["/api/voice/history"]);
    expect(queryKeys.letters).toEqual(["/api/negotiations"]);
    expect(queryKeys.letterTemplates).toEqual(["/api/negotiations/templates"]);
    expect(queryKeys.education).toEqual(["/api/education"]);
    expect(queryKeys.learningPath).toEqual(["/api/education/learning-path"]);
    expect(queryKeys.article("a1")).toEqual(["/api/education", "a1"]);
    expect(queryKeys.myChallenges).toEqual(["/api/challenges"]);
    expect(queryKeys.availableChallenges).toEqual(["/api/challenges/available"]);
    expect(queryKeys.leaderboard("c1")).toEqual(["/api/challenges", "c1", "leaderboard"]);
    expect(queryKeys.sharedPlans).toEqual(["/api/shared/plans"]);
    expect(queryKeys.sharedPlan("p1")).toEqual(["/api/shared", "p1"]);
    expect(queryKeys.sharedPlanContributions("p1", "x")).toEqual(["/api/shared", "p1", "contributions", "x"]);
    expect(queryKeys.outbox("all")).toEqual(["/api/dev/outbox"]);
    expect(queryKeys.outbox("sms")).toEqual(["/api/dev/outbox?channel=sms"]);
    expect(queryKeys.imports).toEqual(["/api/imports"]);
    expect(queryKeys.importReview("i 1")).toEqual(["/api/imports", "i%201"]);
    expect(queryKeys.payments("")).toEqual(["/api/payments"]);
    expect(queryKeys.payments("?debtId=x")).toEqual(["/api/payments?debtId=x"]);
  });

  it("nests the keys that are refreshed through a prefix", () => {
    const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
      prefix.every((part, i) => key[i] === part);
    expect(startsWith(queryKeys.latestSchedule("snowball"), queryKeys.latestStrategy)).toBe(true);
    expect(startsWith(queryKeys.article("a1"), queryKeys.education)).toBe(true);
    expect(startsWith(queryKeys.leaderboard("c1"), queryKeys.myChallenges)).toBe(true);
    expect(startsWith(queryKeys.sharedPlanContributions("p1", ""), queryKeys.sharedPlan("p1"))).toBe(true);
    expect(startsWith(queryKeys.importReview("i1"), queryKeys.imports)).toBe(true);
  });

  it("tells the payment history's lists from other keys", () => {
    expect(isPaymentsKey(queryKeys.payments(""))).toBe(true);
    expect(isPaymentsKey(queryKeys.payments("?from=2026-03-01"))).toBe(true);
    expect(isPaymentsKey(["/api/payments/export"])).toBe(false);
    expect(isPaymentsKey(queryKeys.debts)).toBe(false);
  });
});
