import type { StrategyDto } from "../types";

/**
 * The strategy message's title says who wrote it: only a model's text is called AI; the built-in
 * writer's (and a message from before the writer was recorded) is "your plan in brief" or "your plan analysis".
 * Shared by the results card and the PDF report.
 */
export function messageTitle({
  messageWriter,
  messageDepth,
}: Pick<StrategyDto, "messageWriter" | "messageDepth">): string {
  const analysis = messageDepth === "analysis";
  if (messageWriter === "model") return analysis ? "AI analysis" : "AI insight";
  return analysis ? "Your plan analysis" : "Your plan in brief";
}
