import type { DebtDto } from "@/lib/debts/types";

// Wire shape of GET /api/account/export: one JSON document of everything DebtWise stores about the signed-in
// user. Money is a decimal string ("1234.50"), instants are ISO date-times, calendar days "YYYY-MM-DD".
// Client-safe (the settings page names the file from it).
//
// What is deliberately NOT in it (listed in the document's `omitted` too): the password hash, session rows and
// ids, every token or token hash (invitation, unsubscribe, sign-in link), phone code hashes, OAuth provider
// tokens, e-mail/SMS bodies (they carry one-time links and codes), Stripe webhook payloads, and other people's
// data beyond what the user already sees in the app (other members of a plan they joined, friends' full
// addresses).

/** Bumped when a section changes shape, so a reader of an old file knows what it holds. */
export const ACCOUNT_EXPORT_SCHEMA_VERSION = 1;

export const ACCOUNT_EXPORT_OMITTED = [
  "Password hash and active sessions",
  "Sign-in link, invitation and unsubscribe tokens, and phone verification codes",
  "Tokens of linked sign-in providers",
  "Bodies of e-mails and text messages (they contain one-time links and codes)",
  "Raw payment-provider event payloads",
  "Other people's data beyond what DebtWise shows you",
] as const;

/** "debtwise-export-2026-05-01.json", from the export's own timestamp (UTC day). */
export function accountExportFileName(exportedAt: string): string {
  return `debtwise-export-${exportedAt.slice(0, 10)}.json`;
}

/** What deleting the account takes with it beyond the user's own records (the settings page's warning). */
export interface AccountDeletionImpact {
  /** Shared plans the user owns: deleted with their members and everyone's contributions. */
  ownedSharedPlans: number;
  /** Name of the paid plan whose live subscription is cancelled first; null when there is none. */
  activeSubscriptionPlan: string | null;
}

export interface AccountExport {
  schemaVersion: typeof ACCOUNT_EXPORT_SCHEMA_VERSION;
  exportedAt: string;
  omitted: readonly string[];
  profile: ExportProfile;
  subscription: ExportSubscription;
  debts: ExportDebt[];
  payments: ExportPayment[];
  strategies: ExportStrategy[];
  /** The saved payoff plan (null when none was saved). */
  payoffPlan: ExportPayoffPlan | null;
  gamification: ExportGamification;
  goals: ExportGoal[];
  education: ExportEducationProgress[];
  challenges: ExportChallengeParticipation[];
  negotiationLetters: ExportNegotiationLetter[];
  sharedPlans: ExportSharedPlans;
  referrals: ExportReferrals;
  voiceQueries: ExportVoiceQuery[];
  /** The coach chat's conversations, oldest first, each with its messages (docs/product-rules.md "Coach chat"). */
  coachConversations: ExportCoachConversation[];
  reminders: ExportReminders;
  messages: ExportMessage[];
  billing: ExportBilling;
}

export interface ExportProfile {
  id: string;
  email: string;
  emailVerified: string | null;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  image: string | null;
  /** Whether a password is set (the hash itself is never exported). */
  hasPassword: boolean;
  /** Other ways to sign in (Google, GitHub), without their tokens. */
  linkedSignInProviders: { provider: string; type: string; linkedAt: string }[];
  referralCode: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ExportSubscription {
  plan: "free" | "basic" | "pro";
  status: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
}

/**
 * A debt as GET /api/debts answers it (DebtDto), except that both rates keep the 3 decimals they are stored with
 * (interestRate "19.990", promoRate "0.000"), and with its list position, when it closed and its last change in
 * place of isClosed.
 */
export interface ExportDebt extends Omit<DebtDto, "isClosed"> {
  /** "YYYY-MM": the promo's first month in the balance ledger, set by the server; null without a promo. */
  promoStartsOn: string | null;
  position: number;
  closedAt: string | null;
  updatedAt: string;
}

export interface ExportPayment {
  id: string;
  debtId: string;
  amount: string;
  description: string;
  paymentDate: string;
  createdAt: string;
}

export interface ExportStrategy {
  id: string;
  /** The recommendation. */
  strategyType: string;
  /** The saved plan the totals below describe; null on calculations from before it was recorded. */
  savedStrategy: string | null;
  extraPayment: string;
  totalDebt: string;
  totalInterest: string;
  payoffTimeMonths: number | null;
  isFeasible: boolean;
  infeasibleReason: string | null;
  /** The comparison and month-by-month schedule as calculated. */
  result: unknown;
  aiMessage: string | null;
  /** The short message kept beside an in-depth analysis (shown instead when the plan no longer includes it). */
  briefMessage: string | null;
  createdAt: string;
}

export interface ExportPayoffPlan {
  strategy: string;
  /** What the user pays toward debt each month, minimums included (the extra is derived from it). */
  monthlyBudget: string;
  customOrder: string[];
  /** Dated lump sums: [{amount, month}], by month. */
  lumpSums: unknown;
  /** When the user last chose the plan; null while it is the default plan. */
  savedAt: string | null;
  /** Each plan version: the day it began, its strategy and budget, and its projected totals (docs/payoff.md "The saved plan"). */
  versions: { startedOn: string; strategy: string; monthlyBudget: string; projection: unknown }[];
  createdAt: string;
  updatedAt: string;
}

export interface ExportGamification {
  events: { id: string; type: string; description: string; xpGained: number; createdAt: string }[];
  badges: { badgeCode: string; label: string | null; earnedAt: string }[];
  streak: { currentDays: number; longestDays: number; lastPaymentDate: string | null; updatedAt: string } | null;
}

export interface ExportGoal {
  id: string;
  name: string;
  goalType: string;
  targetAmount: string;
  currentAmount: string;
  targetDate: string | null;
  autoSaveAmount: string;
  isCompleted: boolean;
  completedAt: string | null;
  createdAt: string;
  updatedAt: string;
  contributions: { id: string; amount: string; createdAt: string }[];
}

export interface ExportEducationProgress {
  contentId: string;
  title: string;
  /** Seconds. */
  timeSpent: number;
  completed: boolean;
  completedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ExportChallengeParticipation {
  id: string;
  challengeId: string;
  title: string;
  progress: string;
  isCompleted: boolean;
  completedAt: string | null;
  joinedAt: string;
  startDate: string;
  endDate: string;
  /** Days checked in, "YYYY-MM-DD". */
  checkIns: string[];
}

export interface ExportNegotiationLetter {
  id: string;
  debtId: string | null;
  templateType: string;
  status: string;
  creditorName: string;
  accountLast4: string;
  userInputs: unknown;
  generatedContent: string;
  aiSuggestions: string[];
  response: string | null;
  sentAt: string | null;
  respondedAt: string | null;
  resolvedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ExportSharedPlanFields {
  id: string;
  title: string;
  description: string | null;
  goalAmount: string;
  targetDate: string;
  createdAt: string;
}

export interface ExportMembership {
  email: string;
  role: string;
  status: string;
  monthlyTarget: string;
  invitedAt: string;
  acceptedAt: string | null;
}

export interface ExportSharedPlans {
  /** Plans the user created, with the addresses the user invited (and their own owner row). */
  owned: (ExportSharedPlanFields & { members: ExportMembership[] })[];
  /** The user's own membership (or invitation) in plans someone else owns; other members are not listed. */
  memberships: { plan: ExportSharedPlanFields; membership: ExportMembership }[];
  /** Money the user put toward any shared plan. */
  contributions: { id: string; sharedPlanId: string; amount: string; description: string; createdAt: string }[];
}

export interface ExportReferrals {
  /** Friends the user referred; their addresses masked as on the Referral Program screen. */
  made: {
    id: string;
    inviteCode: string;
    referredEmail: string | null;
    status: string;
    reward: string;
    paidAt: string | null;
    createdAt: string;
  }[];
  /** The invite code the user signed up with, if any (the referrer is not named). */
  referredBy: { inviteCode: string; status: string; createdAt: string } | null;
}

export interface ExportVoiceQuery {
  id: string;
  query: string;
  response: string;
  confidence: number;
  executedAction: string | null;
  createdAt: string;
}

export interface ExportCoachConversation {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
  messages: {
    id: string;
    role: string;
    text: string;
    writer: string | null;
    /** The tool calls an answer was worded from ({tool, input, output}[]); null on questions. */
    toolCalls: unknown;
    createdAt: string;
  }[];
}

export interface ExportReminders {
  preferences: {
    emailEnabled: boolean;
    smsEnabled: boolean;
    phoneNumber: string | null;
    phoneVerifiedAt: string | null;
    pendingPhoneNumber: string | null;
    daysBefore: number;
    createdAt: string;
    updatedAt: string;
  } | null;
  /** Reminders sent about the user's debts. */
  logs: { id: string; debtId: string; dueDate: string; channel: string; kind: string; sentAt: string }[];
}

/** E-mails and text messages DebtWise sent (or tried to send) to the user, without their bodies. */
export interface ExportMessage {
  id: string;
  channel: string;
  kind: string;
  to: string;
  subject: string | null;
  status: string;
  createdAt: string;
  sentAt: string | null;
}

export interface ExportBilling {
  checkoutSessions: {
    id: string;
    plan: string;
    status: string;
    provider: string;
    createdAt: string;
    completedAt: string | null;
    expiresAt: string | null;
  }[];
  events: { id: string; type: string; processedAt: string }[];
}

/** GET/PATCH /api/account/profile and the other account-settings answers: what the settings screen shows. */
export interface AccountSettingsDto {
  firstName: string;
  lastName: string;
  email: string;
  emailVerified: boolean;
  /** False for accounts made by e-mailed link or OAuth until they set one. */
  hasPassword: boolean;
  /** A change of address waiting for its link to be opened. */
  pendingEmail: string | null;
  /** The IANA zone the user's days are counted in (the default while none was given). */
  timeZone: string;
}
