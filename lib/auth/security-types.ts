export interface SecurityStatusDto {
  authenticator: { enabled: boolean; enabledAt: string | null };
  passkeyCount: number;
  recoveryCodesLeft: number;
}

export interface TotpSetupDto {
  secret: string;
  qrCode: string;
}

export interface SecurityChangeDto {
  status: SecurityStatusDto;
  recoveryCodes: string[] | null;
}

export const FEW_RECOVERY_CODES = 3;

export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}
