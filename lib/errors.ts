// One closed set of error codes for the whole API; lib/api.ts maps AppError to its status.

export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  plan_limit: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldIssue {
  path: string;
  message: string;
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string; issues?: FieldIssue[] };
}

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly options: { issues?: FieldIssue[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.status = ERROR_STATUS[code];
  }

  toBody(): ErrorBody {
    const { issues } = this.options;
    return { error: { code: this.code, message: this.message, ...(issues?.length ? { issues } : {}) } };
  }
}

export const fieldError = (path: string, message: string) =>
  new AppError("bad_request", message, { issues: [{ path, message }] });
export const notFound = (what = "Resource") => new AppError("not_found", `${what} not found`);
export const unauthorized = () => new AppError("unauthorized", "Unauthorized");
