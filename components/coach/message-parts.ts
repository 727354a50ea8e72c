import type { CoachMessageDto, CoachWriter } from "@/lib/coach/types";
import type { CoachUIMessage } from "./types";

// When the model's answer failed the number check (docs/product-rules.md "Ask DebtWise"), a "local" `data-writer`
// follows its text and the built-in assistant's text REPLACES it. The SDK keeps no text part ids, so the replacement
// is recognised by its place (tests/unit/coach-message-parts.test.ts).

export interface AnswerView {
  text: string;
  /** Null until the stream says who wrote it. */
  writer: CoachWriter | null;
}

export function answerView(message: Pick<CoachUIMessage, "parts">): AnswerView {
  const texts: { index: number; text: string }[] = [];
  let writer: CoachWriter | null = null;
  let replacedAt: number | null = null;
  message.parts.forEach((part, index) => {
    if (part.type === "text") texts.push({ index, text: part.text });
    else if (part.type === "data-writer") {
      writer = part.data.writer;
      if (part.data.writer === "local" && replacedAt === null && texts.length > 0) replacedAt = index;
    }
  });
  const replacement = replacedAt === null ? [] : texts.filter((t) => t.index > replacedAt!);
  // A "local" writer part after the built-in assistant's own text (no key) replaces nothing: nothing follows it.
  const shown = replacement.length > 0 ? replacement : texts;
  return { text: shown.map((t) => t.text).join(""), writer };
}

export function questionText(message: Pick<CoachUIMessage, "parts">): string {
  return message.parts.map((part) => (part.type === "text" ? part.text : "")).join("");
}

export function storedMessage(message: CoachMessageDto): CoachUIMessage {
  const parts: CoachUIMessage["parts"] = [{ type: "text", text: message.text, state: "done" }];
  if (message.writer) parts.push({ type: "data-writer", data: { writer: message.writer } });
  return { id: message.id, role: message.role, parts };
}

/** How the screen names a writer; "AI" only for a model's answer (docs/product-rules.md "Ask DebtWise"). */
export const WRITER_LABELS: Record<CoachWriter, string> = {
  model: "AI",
  local: "Built-in assistant",
};
