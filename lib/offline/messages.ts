export const OFFLINE_MESSAGE = { user: "debtwise:user", signOut: "debtwise:sign-out" } as const;

export type OfflineMessage =
  { type: typeof OFFLINE_MESSAGE.user; key: string } | { type: typeof OFFLINE_MESSAGE.signOut };
