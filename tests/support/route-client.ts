import { NextRequest } from "next/server";

// Calls App Router handlers in-process the way Next does, with a tiny cookie jar, so integration tests
// exercise the real handler + wrapper + service + PostgreSQL path without starting a server.

type Handler = (
  req: NextRequest,
  ctx: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response> | Response;

export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  clone(): CookieJar {
    const copy = new CookieJar();
    for (const [k, v] of this.cookies) copy.set(k, v);
    return copy;
  }
}

export interface CallOptions {
  method?: string;
  path: string;
  json?: unknown;
  form?: Record<string, string>;
  rawBody?: string;
  /** A multipart/form-data body (a file upload); its content type and boundary are set from it. */
  formData?: FormData;
  /** A streamed body (sent with duplex "half", as Next hands a chunked upload to a handler). */
  streamBody?: ReadableStream<Uint8Array>;
  headers?: Record<string, string>;
  jar?: CookieJar;
  params?: Record<string, string>;
}

export const TEST_ORIGIN = "http://localhost:3000";

export async function callRoute(handler: Handler, options: CallOptions): Promise<Response> {
  const headers = new Headers(options.headers);
  let body: string | FormData | undefined = options.formData ?? options.rawBody;
  if (options.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers.set("content-type", "application/x-www-form-urlencoded");
    body = new URLSearchParams(options.form).toString();
  }
  if (options.jar) headers.set("cookie", options.jar.header());
  const stream = options.streamBody;
  const req = new NextRequest(new URL(options.path, TEST_ORIGIN), {
    method: options.method ?? (body || stream ? "POST" : "GET"),
    headers,
    ...(stream ? { body: stream, duplex: "half" } : { body }),
  } as ConstructorParameters<typeof NextRequest>[1]);
  const res = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  options.jar?.store(res);
  return res;
}

let counter = Math.floor(Math.random() * 2 ** 22);
/** A unique address per test so rate-limit counters never leak between tests. */
export function uniqueIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** The response's JSON body once its status is `status`; otherwise throws with the body, so a failure says why. */
export async function expectJson<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}
