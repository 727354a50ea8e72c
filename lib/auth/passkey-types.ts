/** Never its key or credential id. */
export interface PasskeyDto {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** Synced by its provider to the owner's other devices, or on one device or security key only. */
  synced: boolean;
}

export interface AddedPasskeyDto {
  passkey: PasskeyDto;
  /** Shown once: set only when this passkey is the account's first second factor. */
  recoveryCodes: string[] | null;
}

export interface PasskeySignInDto {
  ok: true;
  callbackUrl: string;
}

export const MAX_PASSKEYS = 10;
