// Wire shapes and constants of shared plans (GET /api/shared/plans, GET /api/shared/{id},
// GET /api/shared/{id}/contributions, POST /api/shared/create|invite|contribute, /api/shared/invitations/{token}).
// Safe to import from client components: no server-only imports here.

export type SharedPlanRole = "owner" | "member";

/**
 * A member's status: active, or another status shown as an outline badge. "expired" is not stored:
 * it is an invitation still marked invited whose link is older than INVITE_TTL_DAYS (the owner may invite again).
 */
export type SharedPlanMemberStatus = "active" | "invited" | "declined" | "expired";

/** Invitation links stop working this many days after they were sent (lead's rule). */
export const INVITE_TTL_DAYS = 14;

/** Contributions shown in the plan detail; the rest are loaded on demand. */
export const SHOWN_CONTRIBUTIONS = 5;
/** Page size of GET /api/shared/{id}/contributions. */
export const CONTRIBUTIONS_PAGE_SIZE = 20;

/** A contribution's description when none is given. */
export const DEFAULT_CONTRIBUTION_DESCRIPTION = "Payment contribution";

/** One card on /shared-plans. Only plans where the signed-in user is an active member (owners included). */
export interface SharedPlanSummaryDto {
  id: string;
  title: string;
  description: string | null;
  /** Decimal string, "5000.00". */
  goalAmount: string;
  /** Calendar day, "YYYY-MM-DD". */
  targetDate: string;
  /** The signed-in user's role in this plan. */
  role: SharedPlanRole;
  ownerFirstName: string | null;
  /** Active members, the owner included. */
  memberCount: number;
  /** Sum of every contribution, decimal string "1250.00". */
  totalContributions: string;
  /** totalContributions / goalAmount as a percent, one decimal, clamped to 0..100. */
  progressPercent: number;
  createdAt: string;
}

export interface SharedPlanMemberDto {
  id: string;
  /** The address the member was invited with; only ever sent to members of the same plan. */
  email: string;
  /** The member's first name once they accepted with an account; null before. */
  firstName: string | null;
  /** Decimal string, "150.00". */
  monthlyTarget: string;
  role: SharedPlanRole;
  status: SharedPlanMemberStatus;
  invitedAt: string;
  acceptedAt: string | null;
}

export interface SharedPlanContributionDto {
  id: string;
  /** Decimal string, "25.00". */
  amount: string;
  description: string;
  createdAt: string;
  /** First name of the member who contributed (never their e-mail). */
  contributorFirstName: string;
  /** True for the signed-in user's own contributions. */
  isMine: boolean;
}

export interface SharedPlanDetailDto extends SharedPlanSummaryDto {
  /** Owner first, then active members, then pending / declined invitations, oldest invitation first. */
  members: SharedPlanMemberDto[];
  /** The newest SHOWN_CONTRIBUTIONS contributions, newest first. */
  contributions: SharedPlanContributionDto[];
  contributionCount: number;
  /** Pass to GET /api/shared/{id}/contributions?cursor= for the rest; null when all are shown. */
  contributionsCursor: string | null;
  /** Only the owner invites (the server refuses everyone else). */
  canInvite: boolean;
}

export interface SharedPlanContributionsPageDto {
  contributions: SharedPlanContributionDto[];
  /** The cursor for the next page, null on the last one. */
  nextCursor: string | null;
}

export interface InviteResultDto {
  member: SharedPlanMemberDto;
  /** True when an expired or declined invitation to the same address was renewed rather than created. */
  renewed: boolean;
}

export interface ContributeResultDto {
  contribution: SharedPlanContributionDto;
  totalContributions: string;
  progressPercent: number;
  contributionCount: number;
}

/** What the accept screen shows before the invitee decides. */
export interface InvitationPreviewDto {
  sharedPlanId: string;
  planTitle: string;
  ownerFirstName: string | null;
  /** Masked, "j***@example.com": enough to recognise, no more. */
  invitedEmail: string;
  status: "invited";
  expiresAt: string;
  /** Whether the signed-in account's address is the invited one (only then can it accept). */
  isForCurrentUser: boolean;
  /** Whether the signed-in account's address is verified: accepting or declining needs that too. */
  emailVerified: boolean;
}

export interface InvitationDecisionDto {
  sharedPlanId: string;
  status: "active" | "declined";
}

/** Invitation tokens in links: 32 random bytes, base64url without padding. */
export const INVITE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
