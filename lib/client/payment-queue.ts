// docs/product-rules.md "Offline and install": in IndexedDB so the queue survives a reload. Rules:
// lib/offline/payment-queue.ts.

import { IDEMPOTENCY_KEY_HEADER } from "@/lib/client/idempotency-key";
import { PAYMENT_QUEUE_DB } from "@/lib/offline/rules";
import { queuedFor, sendOutcome, type QueuedPayment, type SendOutcome } from "@/lib/offline/payment-queue";

const STORE = "payments";

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(PAYMENT_QUEUE_DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "key" });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = run(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function subscribePaymentQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export async function queuedPayments(userKey: string): Promise<QueuedPayment[]> {
  return queuedFor(await withStore("readonly", (store) => store.getAll() as IDBRequest<QueuedPayment[]>), userKey);
}

export async function queuePayment(payment: QueuedPayment): Promise<void> {
  await withStore("readwrite", (store) => store.put(payment));
  changed();
}

export async function clearPaymentQueue(): Promise<void> {
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(PAYMENT_QUEUE_DB);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
  changed();
}

export interface SendReport {
  payment: QueuedPayment;
  outcome: Exclude<SendOutcome, "retry">;
  body: string;
}

let sending: Promise<SendReport[]> | null = null;

// One run at a time per page; two tabs sending the same payment are answered once by its Idempotency-Key.
export function sendQueuedPayments(userKey: string): Promise<SendReport[]> {
  sending ??= (async () => {
    const reports: SendReport[] = [];
    for (const payment of await queuedPayments(userKey)) {
      let status: number | null = null;
      let body = "";
      try {
        const res = await fetch("/api/payments/log", {
          method: "POST",
          credentials: "include",
          headers: { "Content-Type": "application/json", [IDEMPOTENCY_KEY_HEADER]: payment.key },
          body: JSON.stringify(payment.input),
        });
        status = res.status;
        body = await res.text();
      } catch {
        status = null;
      }
      const outcome = sendOutcome(status);
      if (outcome === "retry") break;
      await withStore("readwrite", (store) => store.delete(payment.key));
      reports.push({ payment, outcome, body });
    }
    if (reports.length > 0) changed();
    return reports;
  })().finally(() => (sending = null));
  return sending;
}
