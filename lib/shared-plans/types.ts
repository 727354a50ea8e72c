// No server-only imports: safe for client components.

export type SharedPlanRole = "owner" | "member";

// "expired" is not stored: it is an invitation still marked invited whose link is older than INVITE_TTL_DAYS.
export type SharedPlanMemberStatus = "active" | "invited" | "declined" | "expired";

export const INVITE_TTL_DAYS = 14;

export const SHOWN_CONTRIBUTIONS = 5;
export const CONTRIBUTIONS_PAGE_SIZE = 20;

export const DEFAULT_CONTRIBUTION_DESCRIPTION = "Payment contribution";

/** Only plans where the signed-in user is an active member (owners included). */
export interface SharedPlanSummaryDto {
  id: string;
  title: string;
  description: string | null;
  goalAmount: string;
  targetDate: string;
  role: SharedPlanRole;
  ownerFirstName: string | null;
  memberCount: number;
  totalContributions: string;
  /** One decimal, clamped to 0..100. */
  progressPercent: number;
  createdAt: string;
}

export interface SharedPlanMemberDto {
  id: string;
  /** Only ever sent to members of the same plan. */
  email: string;
  firstName: string | null;
  monthlyTarget: string;
  role: SharedPlanRole;
  status: SharedPlanMemberStatus;
  invitedAt: string;
  acceptedAt: string | null;
}

export interface SharedPlanContributionDto {
  id: string;
  amount: string;
  description: string;
  createdAt: string;
  /** Never their e-mail. */
  contributorFirstName: string;
  isMine: boolean;
}

export interface SharedPlanDetailDto extends SharedPlanSummaryDto {
  members: SharedPlanMemberDto[];
  contributions: SharedPlanContributionDto[];
  contributionCount: number;
  contributionsCursor: string | null;
  canInvite: boolean;
}

export interface SharedPlanContributionsPageDto {
  contributions: SharedPlanContributionDto[];
  nextCursor: string | null;
}

export interface InviteResultDto {
  member: SharedPlanMemberDto;
  /** An expired or declined invitation to the same address was renewed rather than created. */
  renewed: boolean;
}

export interface ContributeResultDto {
  contribution: SharedPlanContributionDto;
  totalContributions: string;
  progressPercent: number;
  contributionCount: number;
}

export interface InvitationPreviewDto {
  sharedPlanId: string;
  planTitle: string;
  ownerFirstName: string | null;
  /** Masked: enough to recognise, no more. */
  invitedEmail: string;
  status: "invited";
  expiresAt: string;
  isForCurrentUser: boolean;
  /** Accepting or declining needs a verified address too. */
  emailVerified: boolean;
}

export interface InvitationDecisionDto {
  sharedPlanId: string;
  status: "active" | "declined";
}

/** 32 random bytes, base64url without padding. */
export const INVITE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
