// Safe to import from client components and the service worker.

export interface PushDeviceDto {
  id: string;
  label: string;
  createdAt: string;
  lastSuccessAt: string | null;
  /** The page compares it with its own subscription to mark "This device". */
  endpoint: string;
}

export interface PushSubscriptionsDto {
  /** The VAPID public key the browser subscribes with; null when push is not configured on this server. */
  publicKey: string | null;
  available: boolean;
  devices: PushDeviceDto[];
}

export interface PushPayload {
  title: string;
  body: string;
  url: string;
  /** Replaces an earlier notification with the same tag (the same reminder sent again is shown once). */
  tag: string;
}

export function thisMonthRowId(debtId: string): string {
  return `this-month-${debtId}`;
}

export function thisMonthRowPath(debtId: string): string {
  return `/dashboard#${thisMonthRowId(debtId)}`;
}
