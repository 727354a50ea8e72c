// Wire shapes and constants of the Negotiation Center (GET /api/negotiations, GET /api/negotiations/templates,
// POST /api/negotiations/generate, PUT /api/negotiations/{id}/status). Safe to import from client components.

/** The letter types, in the order the form and the Templates tab list them. */
export const TEMPLATE_TYPES = ["hardship", "settlement", "payment_plan"] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

export const TEMPLATE_TYPE_LABELS: Record<TemplateType, string> = {
  hardship: "Hardship Payment Plan",
  settlement: "Debt Settlement",
  payment_plan: "Payment Plan",
};

/** A letter's statuses, in the only direction a letter moves. */
export const LETTER_STATUSES = ["draft", "sent", "responded", "resolved"] as const;
export type LetterStatus = (typeof LETTER_STATUSES)[number];

export const STATUS_LABELS: Record<LetterStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  responded: "Responded",
  resolved: "Resolved",
};

/** The position of a status on the way from draft to resolved; a change must increase it. */
export function statusRank(status: LetterStatus): number {
  return LETTER_STATUSES.indexOf(status);
}

/** The next status, or null for a resolved letter. */
export function nextStatus(status: LetterStatus): LetterStatus | null {
  return LETTER_STATUSES[statusRank(status) + 1] ?? null;
}

/** The account number is only ever its last 4 digits. */
export const ACCOUNT_LAST4_LENGTH = 4;

/** The letter card shows the first 150 characters. */
export const LETTER_PREVIEW_CHARS = 150;

/** The card's preview: the first 150 characters (line breaks read as spaces) and an ellipsis. */
export function letterPreview(content: string): string {
  const flat = content.replace(/\s+/g, " ").trim();
  return flat.length > LETTER_PREVIEW_CHARS ? `${flat.slice(0, LETTER_PREVIEW_CHARS)}...` : flat;
}

export interface LetterDto {
  id: string;
  status: LetterStatus;
  createdAt: string;
  /** The full letter as plain text (paragraphs separated by blank lines). */
  generatedContent: string;
  /** 3-5 tips for this letter; empty for none. */
  aiSuggestions: string[];
  /** "model" when the AI provider wrote the letter and tips (the only case the screen says AI), "local" for the
   * template writer, null for letters from before this was recorded. */
  writtenBy: "model" | "local" | null;
  templateType: TemplateType;
  creditorName: string;
  /** Exactly 4 digits: the only part of the account number the app ever receives. */
  accountLast4: string;
  /** Null when the debt was deleted after the letter was written. */
  debtId: string | null;
  debtName: string | null;
  /** The creditor's reply as recorded by the user. */
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
  /** The subject line; the account number shows as "XXXX" until a letter is written. */
  subject: string;
}
