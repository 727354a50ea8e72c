// Wire shapes of the API token routes (client-safe: no secret ever travels in a list).

export interface ApiTokenDto {
  id: string;
  name: string;
  /** The token's first characters ("dw_pat_AbCd1234"), enough to recognise it, useless to call with. */
  prefix: string;
  canWrite: boolean;
  createdAt: string;
  lastUsedAt: string | null;
}

/** POST /api/tokens: the only answer that ever carries the secret. */
export interface CreatedApiTokenDto {
  token: string;
  apiToken: ApiTokenDto;
}

/** Every token starts with this, so a leaked one is recognisable (secret scanners, logs) and a typo is cheap to refuse. */
export const TOKEN_PREFIX = "dw_pat_";

export const MAX_LIVE_TOKENS = 10;
