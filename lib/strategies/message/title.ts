import type { StrategyDto } from "../types";

/** Only a model's text is called AI; the built-in writer's is "your plan in brief" or "your plan analysis". */
export function messageTitle({
  messageWriter,
  messageDepth,
}: Pick<StrategyDto, "messageWriter" | "messageDepth">): string {
  const analysis = messageDepth === "analysis";
  if (messageWriter === "model") return analysis ? "AI analysis" : "AI insight";
  return analysis ? "Your plan analysis" : "Your plan in brief";
}
