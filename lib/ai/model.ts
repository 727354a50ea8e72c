import "server-only";
import { createOpenAI } from "@ai-sdk/openai";
import { env } from "@/lib/env";

/**
 * The configured OpenAI chat model for every AI writer (strategy messages, the voice assistant, negotiation
 * letters). Chat Completions rather than the Responses API: every OpenAI-compatible gateway speaks it.
 * Only call when features.openai() is true.
 */
export function openaiChatModel() {
  const openai = createOpenAI({ apiKey: env().OPENAI_API_KEY, baseURL: env().OPENAI_BASE_URL });
  return openai.chat(env().OPENAI_MODEL);
}
