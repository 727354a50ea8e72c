// Wire shapes of the passkey routes (client-safe: the Settings > Security card and the sign-in buttons import them).

/** A passkey as its owner's list shows it; never its key or credential id. */
export interface PasskeyDto {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /**
   * Whether the passkey is synced by its provider (iCloud Keychain, Google Password Manager, a password manager) to
   * the owner's other devices, or lives on one device or security key only.
   */
  synced: boolean;
}

/** POST /api/account/passkeys: the new passkey, and the recovery codes when it is the account's first factor. */
export interface AddedPasskeyDto {
  passkey: PasskeyDto;
  /** Shown once: set only when this passkey is the account's first second factor. */
  recoveryCodes: string[] | null;
}

/** POST /api/auth/passkey: signed in; where to go next. */
export interface PasskeySignInDto {
  ok: true;
  callbackUrl: string;
}

/** At most this many passkeys per account. */
export const MAX_PASSKEYS = 10;
