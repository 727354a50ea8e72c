import http from "node:http";
import Stripe from "stripe";
import { header, StandInServer } from "./standin-server";

// A local HTTP stand-in for the parts of Stripe's API that DebtWise calls, so the real stripe SDK (pointed here
// with STRIPE_API_BASE) is exercised end to end: customers, Checkout Sessions, subscriptions (retrieve, create,
// update, cancel), billing portal sessions and customer balance transactions. Every request is recorded (method,
// path, decoded form body, idempotency key), idempotency keys replay the first answer as Stripe does, and tests
// set a subscription's current state with setSubscription (what a webhook handler re-reads).

export interface RecordedRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

type Json = Record<string, unknown>;

export interface SubscriptionSpec {
  id?: string;
  customer: string;
  status: string;
  price: string;
  metadata?: Record<string, string>;
  /** Unix seconds; default 30 days from now. */
  currentPeriodEnd?: number;
  trialEnd?: number | null;
  cancelAtPeriodEnd?: boolean;
  /** Unix seconds; default now. */
  created?: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export class StripeStandIn extends StandInServer {
  readonly requests: RecordedRequest[] = [];
  readonly customers = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  readonly checkoutSessions = new Map<string, Json>();
  readonly balanceTransactions: Json[] = [];
  /** Answer the next N requests with a 500 (Stripe being down). The SDK retries, so count its retries too. */
  failNext = 0;

  private readonly idempotent = new Map<string, { status: number; body: Json }>();
  private counter = 0;
  private readonly runId = Math.random().toString(36).slice(2, 8);

  reset(): void {
    this.requests.length = 0;
    this.failNext = 0;
  }

  /** Requests to one path (and method), in order. */
  calls(method: string, pathPrefix: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && r.path.startsWith(pathPrefix));
  }

  nextId(prefix: string): string {
    this.counter += 1;
    // The run part keeps ids unique across test files sharing one database (and across re-runs against it).
    return `${prefix}_test_${this.runId}${this.counter.toString().padStart(6, "0")}`;
  }

  /** Sets (creates or replaces) a subscription as Stripe would answer it now. */
  setSubscription(spec: SubscriptionSpec): Json {
    const id = spec.id ?? this.nextId("sub");
    const periodEnd = spec.currentPeriodEnd ?? nowSeconds() + 30 * 86400;
    const previous = this.subscriptions.get(id);
    const sub: Json = {
      id,
      object: "subscription",
      customer: spec.customer,
      status: spec.status,
      metadata: spec.metadata ?? {},
      cancel_at_period_end: spec.cancelAtPeriodEnd ?? false,
      cancel_at: spec.cancelAtPeriodEnd ? periodEnd : null,
      canceled_at: spec.status === "canceled" ? nowSeconds() : null,
      created: spec.created ?? (previous?.created as number | undefined) ?? nowSeconds(),
      trial_end: spec.trialEnd ?? null,
      latest_invoice: null,
      pending_setup_intent: null,
      items: {
        object: "list",
        data: [
          {
            id: `si_${id}`,
            object: "subscription_item",
            price: { id: spec.price, object: "price" },
            quantity: 1,
            current_period_end: periodEnd,
            current_period_start: periodEnd - 30 * 86400,
          },
        ],
        has_more: false,
      },
    };
    this.subscriptions.set(id, sub);
    return sub;
  }

  protected handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://standin");
      const method = req.method ?? "GET";
      const body =
        method === "GET" || method === "DELETE" ? parseForm(url.searchParams) : parseForm(new URLSearchParams(raw));
      const idempotencyKey = header(req, "idempotency-key");
      this.requests.push({
        method,
        path: url.pathname,
        body,
        idempotencyKey,
        authorization: header(req, "authorization"),
      });

      const send = (status: number, payload: Json) => {
        res
          .writeHead(status, { "content-type": "application/json", "request-id": `req_${this.counter}` })
          .end(JSON.stringify(payload));
      };
      if (this.failNext > 0) {
        this.failNext -= 1;
        send(500, { error: { type: "api_error", message: "Stand-in failure" } });
        return;
      }
      const replayKey = idempotencyKey ? `${method} ${url.pathname} ${idempotencyKey}` : undefined;
      const replay = replayKey ? this.idempotent.get(replayKey) : undefined;
      if (replay) {
        send(replay.status, replay.body);
        return;
      }
      const [status, payload] = this.route(method, url.pathname, body);
      if (replayKey) this.idempotent.set(replayKey, { status, body: payload });
      send(status, payload);
    });
  }

  private route(method: string, path: string, body: Json): [number, Json] {
    let m: RegExpMatchArray | null;
    if (method === "POST" && path === "/v1/customers") {
      const customer = {
        id: this.nextId("cus"),
        object: "customer",
        email: body.email ?? null,
        name: body.name ?? null,
        metadata: body.metadata ?? {},
      };
      this.customers.set(customer.id, customer);
      return [200, customer];
    }
    if (method === "POST" && (m = path.match(/^\/v1\/customers\/([^/]+)\/balance_transactions$/))) {
      if (!this.customers.has(m[1]!)) return missing("customer", m[1]!);
      const txn = {
        id: this.nextId("cbtxn"),
        object: "customer_balance_transaction",
        customer: m[1],
        amount: Number(body.amount),
        currency: body.currency,
        description: body.description ?? null,
        metadata: body.metadata ?? {},
        type: "adjustment",
      };
      this.balanceTransactions.push(txn);
      return [200, txn];
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const id = this.nextId("cs");
      const session = {
        id,
        object: "checkout.session",
        mode: body.mode,
        customer: body.customer ?? null,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        subscription: null,
        status: "open",
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        expires_at: nowSeconds() + 24 * 3600,
        url: `https://checkout.stripe.test/c/pay/${id}`,
      };
      this.checkoutSessions.set(id, session);
      return [200, session];
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const id = this.nextId("bps");
      return [
        200,
        {
          id,
          object: "billing_portal.session",
          customer: body.customer,
          return_url: body.return_url,
          flow: body.flow_data ?? null,
          url: `https://billing.stripe.test/p/session/${id}`,
        },
      ];
    }
    if (method === "POST" && path === "/v1/subscriptions") {
      const items = toArray(body.items) as Json[];
      const trialDays = body.trial_period_days ? Number(body.trial_period_days) : 0;
      const sub = this.setSubscription({
        customer: String(body.customer),
        status: trialDays > 0 ? "trialing" : "incomplete",
        price: String(items[0]?.price),
        metadata: (body.metadata as Record<string, string>) ?? {},
        trialEnd: trialDays > 0 ? nowSeconds() + trialDays * 86400 : null,
      });
      const expand = toArray(body.expand) as string[];
      const invoiceId = this.nextId("in");
      sub.latest_invoice = expand.some((e) => e.startsWith("latest_invoice"))
        ? {
            id: invoiceId,
            object: "invoice",
            amount_due: trialDays > 0 ? 0 : 1500,
            confirmation_secret:
              trialDays > 0 ? null : { client_secret: `pi_${invoiceId}_secret_standin`, type: "payment_intent" },
          }
        : invoiceId;
      const setupId = this.nextId("seti");
      sub.pending_setup_intent =
        trialDays > 0
          ? expand.includes("pending_setup_intent")
            ? { id: setupId, object: "setup_intent", client_secret: `${setupId}_secret_standin` }
            : setupId
          : null;
      return [200, sub];
    }
    if ((m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const sub = this.subscriptions.get(m[1]!);
      if (!sub) return missing("subscription", m[1]!);
      if (method === "GET") return [200, sub];
      if (method === "POST") {
        // An update: the first item's price, the trial's end and the metadata, as DebtWise sends them.
        const items = toArray(body.items) as Json[];
        const price = items[0]?.price;
        if (price) ((sub.items as { data: Json[] }).data[0]!.price as Json).id = String(price);
        if (body.trial_end !== undefined)
          sub.trial_end = body.trial_end === "now" ? nowSeconds() : Number(body.trial_end);
        if (body.metadata) sub.metadata = { ...(sub.metadata as Json), ...(body.metadata as Json) };
        return [200, sub];
      }
      if (method === "DELETE") {
        sub.status = "canceled";
        sub.canceled_at = nowSeconds();
        return [200, sub];
      }
    }
    return [
      404,
      {
        error: {
          type: "invalid_request_error",
          message: `Unrecognized request URL (${method}: ${path}) in the stand-in`,
        },
      },
    ];
  }
}

function missing(kind: string, id: string): [number, Json] {
  return [
    404,
    {
      error: {
        type: "invalid_request_error",
        code: "resource_missing",
        message: `No such ${kind}: '${id}'`,
        param: "id",
      },
    },
  ];
}

/** Decodes Stripe's form encoding (a[b][0][c]=v) into nested objects; numeric keys stay object keys (see toArray). */
function parseForm(params: URLSearchParams): Json {
  const root: Json = {};
  for (const [key, value] of params) {
    const parts = key.replace(/\]/g, "").split("[");
    let node = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Json;
    });
  }
  return root;
}

function toArray(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value && typeof value === "object")
    return Object.keys(value)
      .sort((a, b) => Number(a) - Number(b))
      .map((k) => (value as Json)[k]);
  return value === undefined ? [] : [value];
}

// ---- webhook events -----------------------------------------------------------------------------------------

let eventCounter = 0;

/** A Stripe event envelope around `object`, as the webhook endpoint receives it. */
export function stripeEvent(type: string, object: Json, id?: string): Json {
  eventCounter += 1;
  return {
    id: id ?? `evt_test_${Date.now().toString(36)}_${eventCounter}`,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: nowSeconds(),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/** The checkout.session.completed event Stripe sends when `user` finishes a subscription checkout for `plan`. */
export function checkoutCompletedEvent(
  user: { sessionId: string; customerId: string; userId: string },
  subscriptionId: unknown,
  plan: string,
): Json {
  return stripeEvent("checkout.session.completed", {
    id: user.sessionId,
    object: "checkout.session",
    mode: "subscription",
    customer: user.customerId,
    subscription: subscriptionId,
    client_reference_id: user.userId,
    metadata: { userId: user.userId, plan },
  });
}

/** The raw body and a valid Stripe-Signature header for it, made with the SDK's own test helper. */
export function signedPayload(event: Json, secret: string): { rawBody: string; signature: string } {
  const rawBody = JSON.stringify(event, null, 2);
  const signature = new Stripe("sk_test_signing_only").webhooks.generateTestHeaderString({ payload: rawBody, secret });
  return { rawBody, signature };
}

/**
 * A stand-in for the whole test file: started before its tests, with the Stripe settings pointed at it before
 * anything calls env() (read once per test file; Jest gives every file its own process.env, so they never reach
 * other suites), and stopped after them. `quietWarnings` silences console.warn for the file.
 */
export function stripeStandInForFile(settings: {
  webhookSecret: string;
  priceBasic: string;
  pricePro: string;
  quietWarnings?: boolean;
}): StripeStandIn {
  const standin = new StripeStandIn();
  beforeAll(async () => {
    await standin.start();
    process.env.STRIPE_SECRET_KEY = "sk_test_standin";
    process.env.STRIPE_WEBHOOK_SECRET = settings.webhookSecret;
    process.env.STRIPE_PRICE_BASIC = settings.priceBasic;
    process.env.STRIPE_PRICE_PRO = settings.pricePro;
    process.env.STRIPE_API_BASE = standin.url;
    if (settings.quietWarnings) jest.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterAll(() => standin.stop());
  return standin;
}
