// The wire shapes of Settings > Security (docs/product-rules.md "Second factor"), safe for client components.

/** GET /api/account/security: which second factors the account has (lib/auth/security-status.ts). */
export interface SecurityStatusDto {
  authenticator: { enabled: boolean; enabledAt: string | null };
  passkeyCount: number;
  /** Unused recovery codes; 0 when the account has none. */
  recoveryCodesLeft: number;
}

/** POST /api/account/totp: what the setup dialog shows. The QR code is drawn on the server, as SVG. */
export interface TotpSetupDto {
  /** The shared secret, base32, for typing into an app that cannot scan. */
  secret: string;
  /** data:image/svg+xml URL of the otpauth:// URI's QR code. */
  qrCode: string;
}

/** Answers that change the factors: the new status, and recovery codes when some were just issued (shown once). */
export interface SecurityChangeDto {
  status: SecurityStatusDto;
  recoveryCodes: string[] | null;
}

/** Recovery codes left at which the screen suggests making new ones. */
export const FEW_RECOVERY_CODES = 3;

/** "ABCD EFGH ...": a secret grouped by four for reading and typing. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}
