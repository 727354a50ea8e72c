// Query keys of the outbox list, shared by the server page (prefetch) and the client view. Kept out of the
// client module: a server component importing a value from a "use client" file gets a reference, not the value.

export type ChannelFilter = "all" | "email" | "sms";

export const OUTBOX_QUERY_KEY = ["/api/dev/outbox"] as const;

export function outboxQueryKey(channel: ChannelFilter): readonly string[] {
  return channel === "all" ? OUTBOX_QUERY_KEY : [`${OUTBOX_QUERY_KEY[0]}?channel=${channel}`];
}
