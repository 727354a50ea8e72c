import type { DebtDto } from "@/lib/debts/types";

// GET /api/account/export: everything DebtWise stores about the user, except what ACCOUNT_EXPORT_OMITTED lists
// (secrets, bodies with one-time links and codes, other people's data). Client-safe.

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

export function accountExportFileName(exportedAt: string): string {
  return `debtwise-export-${exportedAt.slice(0, 10)}.json`;
}

/** What deleting the account takes with it beyond the user's own records. */
export interface AccountDeletionImpact {
  /** Deleted with their members and everyone's contributions. */
  ownedSharedPlans: number;
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
  payoffPlan: ExportPayoffPlan | null;
  gamification: ExportGamification;
  goals: ExportGoal[];
  education: ExportEducationProgress[];
  challenges: ExportChallengeParticipation[];
  negotiationLetters: ExportNegotiationLetter[];
  sharedPlans: ExportSharedPlans;
  referrals: ExportReferrals;
  voiceQueries: ExportVoiceQuery[];
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
  hasPassword: boolean;
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

/** Both rates keep the 3 decimals they are stored with. */
export interface ExportDebt extends Omit<DebtDto, "isClosed"> {
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
  /** The plan the totals describe; null on calculations from before it was recorded. */
  savedStrategy: string | null;
  extraPayment: string;
  totalDebt: string;
  totalInterest: string;
  payoffTimeMonths: number | null;
  isFeasible: boolean;
  infeasibleReason: string | null;
  result: unknown;
  aiMessage: string | null;
  /** Shown instead of an in-depth analysis when the plan no longer includes it. */
  briefMessage: string | null;
  createdAt: string;
}

export interface ExportPayoffPlan {
  strategy: string;
  /** Minimums included. */
  monthlyBudget: string;
  customOrder: string[];
  lumpSums: unknown;
  /** Null while it is the default plan. */
  savedAt: string | null;
  /** docs/payoff.md "The saved plan" */
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
  owned: (ExportSharedPlanFields & { members: ExportMembership[] })[];
  /** Other members are not listed. */
  memberships: { plan: ExportSharedPlanFields; membership: ExportMembership }[];
  contributions: { id: string; sharedPlanId: string; amount: string; description: string; createdAt: string }[];
}

export interface ExportReferrals {
  /** Addresses masked as on the Referral Program screen. */
  made: {
    id: string;
    inviteCode: string;
    referredEmail: string | null;
    status: string;
    reward: string;
    paidAt: string | null;
    createdAt: string;
  }[];
  /** The referrer is not named. */
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
  logs: { id: string; debtId: string; dueDate: string; channel: string; kind: string; sentAt: string }[];
}

/** Without their bodies. */
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

export interface AccountSettingsDto {
  firstName: string;
  lastName: string;
  email: string;
  emailVerified: boolean;
  hasPassword: boolean;
  /** A change of address waiting for its link to be opened. */
  pendingEmail: string | null;
  /** The default while none was given. */
  timeZone: string;
}
