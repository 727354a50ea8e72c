// Wire shapes and constants of the Negotiation Center. Client-safe.

export const TEMPLATE_TYPES = ["hardship", "settlement", "payment_plan"] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

export const TEMPLATE_TYPE_LABELS: Record<TemplateType, string> = {
  hardship: "Hardship Payment Plan",
  settlement: "Debt Settlement",
  payment_plan: "Payment Plan",
};

/** In the only direction a letter moves. */
export const LETTER_STATUSES = ["draft", "sent", "responded", "resolved"] as const;
export type LetterStatus = (typeof LETTER_STATUSES)[number];

export const STATUS_LABELS: Record<LetterStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  responded: "Responded",
  resolved: "Resolved",
};

export function statusRank(status: LetterStatus): number {
  return LETTER_STATUSES.indexOf(status);
}

export function nextStatus(status: LetterStatus): LetterStatus | null {
  return LETTER_STATUSES[statusRank(status) + 1] ?? null;
}

/** The account number is only ever its last 4 digits. */
export const ACCOUNT_LAST4_LENGTH = 4;

export const LETTER_PREVIEW_CHARS = 150;

export function letterPreview(content: string): string {
  const flat = content.replace(/\s+/g, " ").trim();
  return flat.length > LETTER_PREVIEW_CHARS ? `${flat.slice(0, LETTER_PREVIEW_CHARS)}...` : flat;
}

export interface LetterDto {
  id: string;
  status: LetterStatus;
  createdAt: string;
  generatedContent: string;
  aiSuggestions: string[];
  /** The screen says AI only for "model"; null for letters from before this was recorded. */
  writtenBy: "model" | "local" | null;
  templateType: TemplateType;
  creditorName: string;
  accountLast4: string;
  /** Null when the debt was deleted after the letter was written. */
  debtId: string | null;
  debtName: string | null;
  response: string | null;
  sentAt: string | null;
  respondedAt: string | null;
  resolvedAt: string | null;
}

export interface TemplateDto {
  id: string;
  templateType: TemplateType;
  name: string;
  useCase: string;
  /** The account number shows as "XXXX" until a letter is written. */
  subject: string;
}
