// Wire shapes of Web Push reminders (GET/POST /api/push/subscriptions, DELETE /api/push/subscriptions/{id}) and
// what a push message carries to the service worker (lib/push/worker.ts). Safe to import from client components.

export interface PushDeviceDto {
  id: string;
  /** "Chrome on Android". */
  label: string;
  createdAt: string;
  lastSuccessAt: string | null;
  /** The push service's endpoint: the page compares it with its own subscription to mark "This device". */
  endpoint: string;
}

export interface PushSubscriptionsDto {
  /** The VAPID public key the browser subscribes with; null when push is not configured on this server. */
  publicKey: string | null;
  /** The plan includes reminders (Basic, Pro), so a subscribed device receives them. */
  available: boolean;
  devices: PushDeviceDto[];
}

/** What a reminder push carries; the service worker shows `title` and `body` and opens `url` on a click. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path on this site. */
  url: string;
  /** Replaces an earlier notification with the same tag (the same reminder sent again is shown once). */
  tag: string;
}

/** The id of a debt's row in this month's card on the dashboard. */
export function thisMonthRowId(debtId: string): string {
  return `this-month-${debtId}`;
}

/** Where a payment reminder's notification opens: the dashboard at that debt's row of this month. */
export function thisMonthRowPath(debtId: string): string {
  return `/dashboard#${thisMonthRowId(debtId)}`;
}
