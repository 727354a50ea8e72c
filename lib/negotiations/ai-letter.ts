import "server-only";
import { generateText, Output, streamText } from "ai";
import { openaiChatModel } from "@/lib/ai/model";
import { streamBudgetMs } from "@/lib/ai/budget";
import type { StreamWriteOptions } from "@/lib/ai/writer-stream";
import { z } from "@/lib/validations/zod";
import { env, features } from "@/lib/env";
import {
  asksForLowerRate,
  letterValues,
  writeLocalLetter,
  type LetterFacts,
  type LetterTemplate,
  type WrittenLetter,
} from "./letter-writer";
import { containsAccountNumber } from "@/lib/masking";
import { TEMPLATE_TYPE_LABELS } from "./types";

// Without a key, or on any error, timeout or answer that fails the checks, the local writer answers, so generating
// a letter never fails because of the provider. The model sees only what the letter itself may say.

export interface GeneratedLetter extends WrittenLetter {
  /** Stored, so the screen calls only a model's suggestions AI (docs/product-rules.md "Negotiation letters"). */
  source: "ai" | "local";
}

const SYSTEM_PROMPT = [
  "You write letters that a consumer in the United States sends to a creditor or debt collector to negotiate a debt.",
  "Write the complete letter in plain text, in clear, polite, professional US English, ready to print and sign: no markdown, no placeholders, no brackets to fill in.",
  "Follow the structure and intent of the template you are given, using the facts provided: keep the date, the creditor, the 'Re: Account ending in' line and the signature.",
  "Use ONLY the names, amounts, dates and digits in the facts; never invent or recompute a number, an address, a phone number or an account number.",
  "Refer to the account only by its last four digits exactly as given.",
  "Keep the template's paragraph about the Fair Debt Collection Practices Act word for word, and keep the request for written confirmation of any agreement before payments start.",
  "Do not admit liability beyond what the template says, do not threaten, and do not promise payments the facts do not contain.",
  "Then give 3 to 5 short, concrete suggestions for the sender about negotiating this particular debt, based on the facts (for example how the offer compares with what creditors commonly accept, or how the proposed payment compares with the current minimum).",
  "Include the advice to send the letter by certified mail and to expect a reply in about 30 days. Never recommend specific companies, loans or bankruptcy.",
  "When promoRate is given, the account is at that promotional rate through promoEnds: do not ask for a lower interest rate, in the letter or the suggestions; say instead that the promotional rate ends then and the rate goes to interestRate.",
].join(" ");

const ZModelAnswer = z.object({
  letter: z.string().describe("The complete letter, plain text, paragraphs separated by blank lines."),
  suggestions: z.array(z.string()).describe("3 to 5 short suggestions for the sender."),
});

const MAX_LETTER_TOKENS = 2000;
const MIN_LETTER_CHARS = 300;
const MAX_LETTER_CHARS = 8000;
const MAX_SUGGESTION_CHARS = 400;
const MIN_SUGGESTIONS = 3;
const MAX_SUGGESTIONS = 5;

function letterCall(template: LetterTemplate, facts: LetterFacts) {
  return {
    instructions: SYSTEM_PROMPT,
    prompt: letterPrompt(template, facts),
    output: Output.object({ schema: ZModelAnswer, name: "negotiation_letter" }),
    temperature: 0.4,
    maxOutputTokens: MAX_LETTER_TOKENS,
    maxRetries: 0,
  };
}

export async function writeNegotiationLetter(template: LetterTemplate, facts: LetterFacts): Promise<GeneratedLetter> {
  const local = writeLocalLetter(template, facts);
  if (!features.openai()) return { ...local, source: "local" };
  try {
    const { output } = await generateText({
      ...letterCall(template, facts),
      model: openaiChatModel(),
      abortSignal: AbortSignal.timeout(env().OPENAI_TIMEOUT_MS),
    });
    return { ...checkedAnswer(output, facts, local.suggestions), source: "ai" };
  } catch (error) {
    console.warn("[ai] negotiation letter fell back to the local writer:", (error as Error).message);
    return { ...local, source: "local" };
  }
}

export type LetterStreamOptions = StreamWriteOptions;

/**
 * The checks run on the finished answer; on a fallback the caller replaces what was streamed. Null only when
 * abortSignal fired: a stopped letter is not saved (docs/product-rules.md "Negotiation letters").
 */
export async function streamNegotiationLetter(
  template: LetterTemplate,
  facts: LetterFacts,
  { onDelta, abortSignal, model }: LetterStreamOptions,
): Promise<GeneratedLetter | null> {
  const local = writeLocalLetter(template, facts);
  if (!model && !features.openai()) return { ...local, source: "local" };
  const budget = AbortSignal.timeout(streamBudgetMs(MAX_LETTER_TOKENS));
  let failure: unknown;
  let streamed = "";
  try {
    const result = streamText({
      ...letterCall(template, facts),
      model: model ?? openaiChatModel(),
      abortSignal: abortSignal ? AbortSignal.any([abortSignal, budget]) : budget,
      onError: ({ error }) => {
        failure = error;
      },
    });
    for await (const partial of result.partialOutputStream) {
      if (abortSignal?.aborted) return null;
      // A partial JSON string only grows; a repaired escape that rewrites the tail waits for the next piece.
      const letter = partial?.letter ?? "";
      if (letter.length > streamed.length && letter.startsWith(streamed)) {
        onDelta(letter.slice(streamed.length));
        streamed = letter;
      }
    }
    if (failure) throw failure;
    const output = await result.output;
    return { ...checkedAnswer(output, facts, local.suggestions), source: "ai" };
  } catch (error) {
    if (abortSignal?.aborted) return null;
    console.warn("[ai] streamed negotiation letter fell back to the local writer:", (error as Error).message);
    return { ...local, source: "local" };
  }
}

function letterPrompt(template: LetterTemplate, facts: LetterFacts): string {
  const { hardshipReason, ...values } = letterValues(facts);
  const given = {
    letterType: TEMPLATE_TYPE_LABELS[facts.templateType],
    ...values,
    // The local writer's generic sentence is only a stand-in; the model may word it better.
    hardshipReason: facts.hardshipReason?.trim()
      ? hardshipReason
      : "(not given: use a brief, general statement of financial hardship)",
  };
  // Empty values are inputs the user left blank: leaving them out keeps the model from writing around gaps.
  const shown = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== ""));
  return [
    `Facts for this letter (JSON):\n${JSON.stringify(shown, null, 2)}`,
    `Template ({{name}} marks a fact; {{#name}}...{{/name}} is used only when that fact is given, {{^name}}...{{/name}} only when it is not):\n${template.body}`,
  ].join("\n\n");
}

function checkedAnswer(
  answer: z.output<typeof ZModelAnswer>,
  facts: LetterFacts,
  localSuggestions: string[],
): WrittenLetter {
  const content = answer.letter
    .replace(/\r\n?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  if (content.length < MIN_LETTER_CHARS || content.length > MAX_LETTER_CHARS) {
    throw new Error(`unusable AI letter (${content.length} chars)`);
  }
  if (!content.includes(facts.accountLast4)) throw new Error("AI letter does not name the account's last 4 digits");
  if (!content.includes("Fair Debt Collection Practices Act") || !/in writing/i.test(content)) {
    throw new Error("AI letter dropped the FDCPA paragraph or the request for written confirmation");
  }
  // While a promo below the regular rate runs there is no lower rate to ask for (lib/debts/promo.ts promoBelowRate).
  if (facts.debt.promo && asksForLowerRate(content)) throw new Error("AI letter asks for a lower rate during a promo");
  const suggestions = answer.suggestions
    .map((s) => s.replace(/\s+/g, " ").trim())
    .filter((s) => s.length > 0 && s.length <= MAX_SUGGESTION_CHARS)
    .filter((s) => !facts.debt.promo || !asksForLowerRate(s))
    .slice(0, MAX_SUGGESTIONS);
  // A model that writes a full number it was not given is not trusted with the rest of the letter either.
  if ([content, ...suggestions].some(containsAccountNumber)) throw new Error("AI output contains an account number");
  for (const tip of localSuggestions) {
    if (suggestions.length >= MIN_SUGGESTIONS) break;
    if (!suggestions.includes(tip)) suggestions.push(tip);
  }
  return { content, suggestions };
}
