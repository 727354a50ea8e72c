import { noteAnswer } from "./offline";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export async function responseError(res: Response): Promise<ApiError> {
  const text = (await res.text()) || res.statusText;
  return new ApiError(res.status, `${res.status}: ${text}`, text);
}

async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) throw await responseError(res);
}

export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { ...headers, "Content-Type": "application/json" } : headers,
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res;
}

export async function apiJson<T>(
  method: string,
  url: string,
  data?: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  const res = await apiRequest(method, url, data, headers);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T> => {
    const res = await fetch(queryKey.join("/"), { credentials: "include" });
    noteAnswer(res);
    if (on401 === "returnNull" && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    try {
      const parsed = JSON.parse(error.body) as { error?: { message?: string } };
      if (parsed.error?.message) return parsed.error.message;
    } catch {
      // not JSON: fall through to the raw message
    }
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

export function fieldIssues<F extends string>(error: unknown, fields: readonly F[]): { field: F; message: string }[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  try {
    const body = JSON.parse(error.body) as { error?: { issues?: { path?: string; message?: string }[] } };
    return (body.error?.issues ?? []).flatMap((issue) =>
      (fields as readonly string[]).includes(issue.path ?? "") && issue.message
        ? [{ field: issue.path as F, message: issue.message }]
        : [],
    );
  } catch {
    return [];
  }
}
