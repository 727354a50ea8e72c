import { createHash } from "node:crypto";
import http from "node:http";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from "jose";
import { header, StandInServer } from "./standin-server";

// A local HTTP stand-in for the parts of Plaid's API that DebtWise calls, answering with Plaid's documented JSON so
// the real plaid SDK (pointed here with PLAID_API_URL) is exercised end to end: /link/token/create,
// /item/public_token/exchange, /accounts/get, /liabilities/get, /transactions/sync (cursor, count, has_more),
// /item/remove and /webhook_verification_key/get. Every request is recorded; tests shape an institution with
// `connect` (which answers the public token Link would give), add transactions, make the bank ask for a new sign-in,
// and sign webhooks with the stand-in's ES256 key (`signWebhook`), as Plaid's Plaid-Verification header does.

type Json = Record<string, unknown>;

export interface RecordedPlaidRequest {
  path: string;
  body: Json;
  clientId: string | undefined;
  secret: string | undefined;
}

export interface StandInAccount {
  account_id: string;
  name: string;
  official_name?: string | null;
  mask: string | null;
  type: "credit" | "loan" | "depository";
  subtype: string | null;
  balances: { current: number | null; available?: number | null; limit?: number | null };
}

export interface StandInTransaction {
  transaction_id: string;
  account_id: string;
  /** Plaid's sign: positive is money out of the account. */
  amount: number;
  date: string;
  name: string;
  merchant_name?: string | null;
  pending?: boolean;
}

export interface StandInItem {
  itemId: string;
  accessToken: string;
  institutionName: string;
  accounts: StandInAccount[];
  liabilities: { credit: Json[] | null; student: Json[] | null; mortgage: Json[] | null };
  transactions: StandInTransaction[];
  loginRequired: boolean;
  removed: boolean;
}

export const STANDIN_CLIENT_ID = "standin-client-id";
export const STANDIN_SECRET = "standin-secret";

export class PlaidStandIn extends StandInServer {
  readonly requests: RecordedPlaidRequest[] = [];
  readonly items = new Map<string, StandInItem>();
  /** Answer the next N requests with Plaid's 500 API_ERROR (Plaid being down). */
  failNext = 0;
  /** Lines per /transactions/sync page at most, whatever `count` asks (to make paging visible in tests). */
  pageSize = 500;

  private readonly publicTokens = new Map<string, StandInItem>();
  private counter = 0;
  private readonly runId = Math.random().toString(36).slice(2, 8);
  private signingKey: { kid: string; privateKey: CryptoKey; jwk: JWK } | null = null;

  /** Starts with a verification key to sign webhooks with. */
  override async start(): Promise<this> {
    await this.rotateKey();
    return super.start();
  }

  reset(): void {
    this.requests.length = 0;
    this.failNext = 0;
    this.pageSize = 500;
  }

  /** Requests to one path, in order. */
  calls(path: string): RecordedPlaidRequest[] {
    return this.requests.filter((r) => r.path === path);
  }

  nextId(prefix: string): string {
    this.counter += 1;
    // The run part keeps ids unique across test files sharing one database (and across re-runs against it).
    return `${prefix}-${this.runId}${this.counter.toString().padStart(5, "0")}`;
  }

  /**
   * An institution the user links in Link: answers the public token Link's onSuccess would hand the app, and the
   * item as the stand-in will serve it once exchanged. Accounts default to a credit card and a checking account.
   */
  connect(spec: Partial<Pick<StandInItem, "institutionName" | "accounts" | "liabilities">> = {}): {
    publicToken: string;
    item: StandInItem;
  } {
    const itemId = this.nextId("item");
    const card = this.nextId("acc-card");
    const checking = this.nextId("acc-checking");
    const item: StandInItem = {
      itemId,
      accessToken: `access-sandbox-${itemId}`,
      institutionName: spec.institutionName ?? "First Platypus Bank",
      accounts: spec.accounts ?? [
        {
          account_id: card,
          name: "Plaid Credit Card",
          mask: "3333",
          type: "credit",
          subtype: "credit card",
          balances: { current: 410.0, available: null, limit: 2000 },
        },
        {
          account_id: checking,
          name: "Plaid Checking",
          mask: "0000",
          type: "depository",
          subtype: "checking",
          balances: { current: 110.0, available: 100.0, limit: null },
        },
      ],
      liabilities: spec.liabilities ?? {
        credit: [creditLiability(card)],
        student: null,
        mortgage: null,
      },
      transactions: [],
      loginRequired: false,
      removed: false,
    };
    const publicToken = `public-sandbox-${itemId}`;
    this.publicTokens.set(publicToken, item);
    return { publicToken, item };
  }

  /** Adds posted (or pending) transactions the next /transactions/sync will give. */
  addTransactions(item: StandInItem, ...transactions: Omit<StandInTransaction, "transaction_id">[]): void {
    for (const t of transactions) item.transactions.push({ transaction_id: this.nextId("txn"), ...t });
  }

  /** A new verification key (a new kid); webhooks are signed with it from now on. */
  async rotateKey(): Promise<string> {
    const { privateKey, publicKey } = await generateKeyPair("ES256", { extractable: true });
    const kid = this.nextId("kid");
    this.signingKey = { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: "ES256", use: "sig" } };
    this.keys.set(kid, this.signingKey.jwk);
    return kid;
  }

  private readonly keys = new Map<string, JWK>();

  /**
   * A webhook as Plaid sends it: the raw body and the Plaid-Verification header, an ES256 JWT over
   * {iat, request_body_sha256}. `iatSecondsAgo` makes it old; `bodyHashOf` signs another body than the one sent;
   * `privateKey` signs with a key Plaid does not serve.
   */
  async signWebhook(
    body: Json,
    options: { iatSecondsAgo?: number; bodyHashOf?: string; privateKey?: CryptoKey } = {},
  ): Promise<{ rawBody: string; headers: Record<string, string> }> {
    const key = this.signingKey!;
    const rawBody = JSON.stringify(body, null, 2);
    const hash = createHash("sha256")
      .update(options.bodyHashOf ?? rawBody, "utf8")
      .digest("hex");
    const jwt = await new SignJWT({ request_body_sha256: hash })
      .setProtectedHeader({ alg: "ES256", kid: key.kid, typ: "JWT" })
      .setIssuedAt(Math.floor(Date.now() / 1000) - (options.iatSecondsAgo ?? 0))
      .sign(options.privateKey ?? key.privateKey);
    return { rawBody, headers: { "content-type": "application/json", "plaid-verification": jwt } };
  }

  protected handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "http://standin").pathname;
      let body: Json = {};
      try {
        body = raw ? (JSON.parse(raw) as Json) : {};
      } catch {
        body = {};
      }
      const clientId = header(req, "plaid-client-id") ?? (body.client_id as string | undefined);
      const secret = header(req, "plaid-secret") ?? (body.secret as string | undefined);
      this.requests.push({ path, body, clientId, secret });
      const send = (status: number, payload: Json) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify({ ...payload, request_id: this.nextId("req") }));
      };
      if (this.failNext > 0) {
        this.failNext -= 1;
        send(500, plaidError("API_ERROR", "INTERNAL_SERVER_ERROR", "an unexpected error occurred"));
        return;
      }
      if (clientId !== STANDIN_CLIENT_ID || secret !== STANDIN_SECRET) {
        send(400, plaidError("INVALID_INPUT", "INVALID_API_KEYS", "invalid client_id or secret provided"));
        return;
      }
      const [status, payload] = this.route(path, body);
      send(status, payload);
    });
  }

  private route(path: string, body: Json): [number, Json] {
    if (path === "/link/token/create") {
      return [
        200,
        { link_token: this.nextId("link-sandbox"), expiration: new Date(Date.now() + 4 * 3600_000).toISOString() },
      ];
    }
    if (path === "/item/public_token/exchange") {
      const item = this.publicTokens.get(String(body.public_token));
      if (!item)
        return [
          400,
          plaidError("INVALID_INPUT", "INVALID_PUBLIC_TOKEN", "provided public token is in an invalid format"),
        ];
      this.publicTokens.delete(String(body.public_token));
      this.items.set(item.accessToken, item);
      return [200, { access_token: item.accessToken, item_id: item.itemId }];
    }
    if (path === "/webhook_verification_key/get") {
      const key = this.keys.get(String(body.key_id));
      if (!key)
        return [400, plaidError("INVALID_INPUT", "INVALID_WEBHOOK_VERIFICATION_KEY_ID", "invalid key_id provided")];
      return [200, { key: { ...key, created_at: 1_700_000_000, expired_at: null } }];
    }
    const item = this.items.get(String(body.access_token));
    if (!item || item.removed)
      return [
        400,
        plaidError("INVALID_INPUT", "INVALID_ACCESS_TOKEN", "provided access token is in an invalid format"),
      ];
    if (path === "/item/remove") {
      item.removed = true;
      return [200, {}];
    }
    if (item.loginRequired && path !== "/accounts/get")
      return [400, plaidError("ITEM_ERROR", "ITEM_LOGIN_REQUIRED", "the login details of this item have changed")];
    const itemJson = {
      item_id: item.itemId,
      institution_id: "ins_standin",
      institution_name: item.institutionName,
      webhook: "",
      available_products: [],
      billed_products: ["transactions", "liabilities"],
      products: ["transactions", "liabilities"],
      consented_products: ["transactions", "liabilities"],
      error: null,
      update_type: "background",
    };
    if (path === "/accounts/get") return [200, { accounts: item.accounts.map(accountJson), item: itemJson }];
    if (path === "/liabilities/get") {
      const ids = ((body.options as Json | undefined)?.account_ids as string[] | undefined) ?? null;
      const keep = (list: Json[] | null) => list?.filter((l) => !ids || ids.includes(String(l.account_id))) ?? null;
      return [
        200,
        {
          accounts: item.accounts.filter((a) => !ids || ids.includes(a.account_id)).map(accountJson),
          item: itemJson,
          liabilities: {
            credit: keep(item.liabilities.credit),
            student: keep(item.liabilities.student),
            mortgage: keep(item.liabilities.mortgage),
          },
        },
      ];
    }
    if (path === "/transactions/sync") {
      // The cursor is the number of lines already handed out, as an opaque-looking string.
      const cursor = typeof body.cursor === "string" && body.cursor ? body.cursor : null;
      const from = cursor ? Number(Buffer.from(cursor, "base64url").toString().replace(/^pos:/, "")) : 0;
      if (!Number.isInteger(from) || from < 0 || from > item.transactions.length)
        return [400, plaidError("INVALID_INPUT", "INVALID_FIELD", "cursor not valid")];
      const count = Math.min(Number(body.count ?? 100), this.pageSize);
      const page = item.transactions.slice(from, from + count);
      const next = from + page.length;
      return [
        200,
        {
          added: page.map((t) => transactionJson(t)),
          modified: [],
          removed: [],
          next_cursor: Buffer.from(`pos:${next}`).toString("base64url"),
          has_more: next < item.transactions.length,
          accounts: item.accounts.map(accountJson),
          transactions_update_status: "HISTORICAL_UPDATE_COMPLETE",
        },
      ];
    }
    return [404, plaidError("INVALID_REQUEST", "NOT_FOUND", `the stand-in does not serve ${path}`)];
  }
}

/** A credit card liability as /liabilities/get describes it (Plaid's sandbox card, dated from today). */
export function creditLiability(accountId: string, overrides: Json = {}): Json {
  return {
    account_id: accountId,
    aprs: [
      {
        apr_percentage: 15.24,
        apr_type: "balance_transfer_apr",
        balance_subject_to_apr: 1562.32,
        interest_charge_amount: 130.22,
      },
      { apr_percentage: 27.95, apr_type: "cash_apr", balance_subject_to_apr: 56.22, interest_charge_amount: 14.81 },
      { apr_percentage: 12.5, apr_type: "purchase_apr", balance_subject_to_apr: 157.01, interest_charge_amount: 25.66 },
    ],
    is_overdue: false,
    last_payment_amount: 168.25,
    last_payment_date: "2019-05-22",
    last_statement_issue_date: "2019-05-28",
    last_statement_balance: 1708.77,
    minimum_payment_amount: 20,
    next_payment_due_date: "2020-05-30",
    ...overrides,
  };
}

function accountJson(a: StandInAccount): Json {
  return {
    account_id: a.account_id,
    balances: {
      available: a.balances.available ?? null,
      current: a.balances.current,
      limit: a.balances.limit ?? null,
      iso_currency_code: "USD",
      unofficial_currency_code: null,
    },
    mask: a.mask,
    name: a.name,
    official_name: a.official_name ?? null,
    type: a.type,
    subtype: a.subtype,
  };
}

function transactionJson(t: StandInTransaction): Json {
  return {
    transaction_id: t.transaction_id,
    account_id: t.account_id,
    amount: t.amount,
    iso_currency_code: "USD",
    unofficial_currency_code: null,
    date: t.date,
    authorized_date: t.date,
    name: t.name,
    merchant_name: t.merchant_name ?? null,
    pending: t.pending ?? false,
    pending_transaction_id: null,
    payment_channel: "other",
    transaction_type: "special",
  };
}

function plaidError(type: string, code: string, message: string): Json {
  return {
    error_type: type,
    error_code: code,
    error_message: message,
    display_message: null,
  };
}

/**
 * A stand-in for the whole test file: started before its tests, with the Plaid settings pointed at it before anything
 * calls env() (read once per test file; Jest gives every file its own process.env, so they never reach other
 * suites), and stopped after them. `quietLogs` silences console.warn and console.error for the file (the service
 * logs Plaid's refusals).
 */
export function plaidStandInForFile(settings: { quietLogs?: boolean } = {}): PlaidStandIn {
  const standin = new PlaidStandIn();
  beforeAll(async () => {
    await standin.start();
    process.env.PLAID_CLIENT_ID = STANDIN_CLIENT_ID;
    process.env.PLAID_SECRET = STANDIN_SECRET;
    process.env.PLAID_ENV = "sandbox";
    process.env.PLAID_API_URL = standin.url;
    if (settings.quietLogs) {
      jest.spyOn(console, "warn").mockImplementation(() => {});
      jest.spyOn(console, "error").mockImplementation(() => {});
    }
  });
  afterAll(() => standin.stop());
  return standin;
}
