import type { LetterDto } from "@/lib/negotiations/types";

/** "negotiation-letter-chase-bank-2026-11-21.txt": the creditor and the day the letter was written. */
export function letterFileName(letter: Pick<LetterDto, "creditorName" | "createdAt">): string {
  const creditor = letter.creditorName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return `negotiation-letter-${creditor || "creditor"}-${letter.createdAt.slice(0, 10)}.txt`;
}
