import "server-only";
import { createOpenAI } from "@ai-sdk/openai";
import { env } from "@/lib/env";

// Chat Completions, not the Responses API: every OpenAI-compatible gateway speaks it. Only when features.openai().
export function openaiChatModel() {
  const openai = createOpenAI({ apiKey: env().OPENAI_API_KEY, baseURL: env().OPENAI_BASE_URL });
  return openai.chat(env().OPENAI_MODEL);
}
