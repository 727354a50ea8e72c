import { APICallError } from "ai";

// Errors before the stream are the house's JSON shape (docs/product-rules.md "Errors"): the server's message is
// shown, so the daily limit's 429 names the limit and when it resets in the server's own words.

export interface ChatFailure {
  status: number | null;
  message: string;
}

const FALLBACK = "Your question could not be answered. Try again.";

export function chatFailure(error: unknown): ChatFailure {
  if (APICallError.isInstance(error)) {
    const status = error.statusCode ?? null;
    try {
      const parsed = JSON.parse(error.responseBody ?? "") as { error?: { message?: string } };
      if (parsed.error?.message) return { status, message: parsed.error.message };
    } catch {
      // not our error shape (a proxy's page): the fallback below
    }
    return { status, message: FALLBACK };
  }
  // A failure inside the stream or of the network: the SDK's text is not for readers.
  return { status: null, message: FALLBACK };
}
