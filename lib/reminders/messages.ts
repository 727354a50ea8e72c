import { formatDollars, formatShortDay, formatWeekdayDay, monthNameOf } from "@/lib/format";
import type { DueReminder } from "./schedule";
import { PHONE_CODE_TTL_MINUTES, type ReminderKind } from "./types";
import { escapeHtml } from "@/lib/messaging/html";

export interface ReminderMessageInput {
  reminder: DueReminder;
  debtName: string;
  minPayment: string;
  plannedPayment?: string | null;
  firstName: string | null;
  origin: string;
  unsubscribeToken: string;
}

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export const REMINDER_OUTBOX_KIND: Record<ReminderKind, string> = {
  due_soon: "reminder_due_soon",
  missed: "reminder_missed",
};

export const SMS_OPT_OUT_LINE = "Reply STOP to opt out";

/** The page a person opens from the e-mail: it asks before unsubscribing, so mail scanners change nothing. */
export function unsubscribePageUrl(origin: string, token: string): string {
  return `${origin}/unsubscribe/${encodeURIComponent(token)}`;
}

/** RFC 8058 one-click target (List-Unsubscribe header): mail providers POST List-Unsubscribe=One-Click here. */
export function oneClickUnsubscribeUrl(origin: string, token: string): string {
  return `${origin}/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`;
}

export function reminderEmail(input: ReminderMessageInput): EmailContent {
  const { reminder, origin } = input;
  const name = input.debtName;
  const amount = formatDollars(input.minPayment);
  const plan = input.plannedPayment
    ? ` Your plan pays ${formatDollars(input.plannedPayment)} toward it this month.`
    : "";
  const date = formatWeekdayDay(reminder.dueDate);

  const subject =
    reminder.kind === "due_soon"
      ? `${name}: payment due ${reminder.daysUntil === 0 ? "today" : formatShortDay(reminder.dueDate)}`
      : `${name}: did you make your ${formatShortDay(reminder.dueDate)} payment?`;
  const lead =
    reminder.kind === "due_soon"
      ? `Your ${name} payment is due ${whenDue(reminder.daysUntil)}, on ${date}. The minimum payment is ${amount}.${plan}`
      : `Your ${name} payment was due on ${date} and we don't see a payment logged for it yet. The minimum payment is ${amount}.${plan} If you have already paid, log the payment so your balance and streak stay up to date.`;
  const action = reminder.kind === "due_soon" ? "Log a payment" : "Log your payment";
  return {
    subject,
    ...emailBody({
      ...input,
      lead,
      action,
      actionUrl: `${origin}/`,
      settingsLabel: "Change how and when we remind you",
    }),
  };
}

/** One SMS segment where possible: long debt names are shortened; the opt-out line always comes last. */
export function reminderSms(input: ReminderLineInput): string {
  return `DebtWise: ${reminderLine(input)} ${SMS_OPT_OUT_LINE}`;
}

export function reminderPush(input: ReminderLineInput): PushContent {
  const line = reminderLine(input);
  return {
    title: input.reminder.kind === "due_soon" ? "Payment due soon" : "Payment not logged yet",
    body: sentence(line),
  };
}

type ReminderLineInput = Pick<ReminderMessageInput, "reminder" | "debtName" | "minPayment" | "plannedPayment">;

function reminderLine(input: ReminderLineInput): string {
  const { reminder } = input;
  const name = truncate(input.debtName, 30);
  const amount = input.plannedPayment
    ? `plan ${formatDollars(input.plannedPayment)}, min ${formatDollars(input.minPayment)}`
    : `min ${formatDollars(input.minPayment)}`;
  return reminder.kind === "due_soon"
    ? `your ${name} payment (${amount}) is due ${reminder.daysUntil === 0 ? "today" : formatShortDay(reminder.dueDate)}.`
    : `no payment logged for ${name}, due ${formatShortDay(reminder.dueDate)}. Already paid? Log it in DebtWise.`;
}

const sentence = (line: string) => line.charAt(0).toUpperCase() + line.slice(1);

export interface PushContent {
  title: string;
  body: string;
}

export const GOAL_AUTO_SAVE_OUTBOX_KIND = "reminder_goal_auto_save";

export interface GoalReminderInput {
  goalName: string;
  autoSaveAmount: string;
  savedThisMonth: string;
  month: string;
  firstName: string | null;
  origin: string;
  unsubscribeToken: string;
}

export function goalReminderEmail(input: GoalReminderInput): EmailContent {
  const { origin } = input;
  const name = input.goalName;
  const month = monthNameOf(input.month);
  const planned = formatDollars(input.autoSaveAmount);
  const so =
    Number(input.savedThisMonth) > 0 ? ` So far this month you have added ${formatDollars(input.savedThisMonth)}.` : "";
  const subject = `${name}: your ${planned} auto-save for ${month}`;
  const lead = `You planned to put ${planned} toward "${name}" every month.${so} Once you've moved the money, add it to the goal in DebtWise so the month counts as met.`;
  return {
    subject,
    ...emailBody({
      ...input,
      lead,
      action: "Add money to your goal",
      actionUrl: `${origin}/goals`,
      settingsLabel: "Change how we remind you",
    }),
  };
}

type GoalLineInput = Pick<GoalReminderInput, "goalName" | "autoSaveAmount" | "month">;

export function goalReminderSms(input: GoalLineInput): string {
  return `DebtWise: ${goalReminderLine(input)} ${SMS_OPT_OUT_LINE}`;
}

export function goalReminderPush(input: GoalLineInput): PushContent {
  const line = goalReminderLine(input);
  return { title: "Auto-save reminder", body: sentence(line) };
}

function goalReminderLine(input: GoalLineInput): string {
  return `time for your ${formatDollars(input.autoSaveAmount)} ${monthNameOf(input.month)} auto-save to ${truncate(input.goalName, 30)}. Add it in DebtWise once saved.`;
}

export function phoneVerificationSms(code: string): string {
  return `Your DebtWise verification code is ${code}. It expires in ${PHONE_CODE_TTL_MINUTES} minutes. If you didn't ask for it, ignore this text.`;
}

function emailBody(p: {
  firstName: string | null;
  origin: string;
  unsubscribeToken: string;
  lead: string;
  action: string;
  actionUrl: string;
  settingsLabel: string;
}): Omit<EmailContent, "subject"> {
  const greeting = `Hi ${p.firstName?.trim() || "there"},`;
  const settings = `${p.origin}/settings/reminders`;
  const unsubscribe = unsubscribePageUrl(p.origin, p.unsubscribeToken);
  const text = [
    greeting,
    "",
    p.lead,
    "",
    `${p.action}: ${p.actionUrl}`,
    "",
    `${p.settingsLabel}: ${settings}`,
    `Stop reminder e-mails: ${unsubscribe}`,
    "",
    "DebtWise provides educational information only, not financial advice.",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#111;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(p.lead)}</p>
<p><a href="${escapeHtml(p.actionUrl)}" style="display:inline-block;padding:10px 18px;background:#2447d6;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(p.action)}</a></p>
<p style="font-size:13px;color:#555"><a href="${escapeHtml(settings)}">${escapeHtml(p.settingsLabel)}</a> · <a href="${escapeHtml(unsubscribe)}">Unsubscribe from reminder e-mails</a></p>
<p style="font-size:12px;color:#777">DebtWise provides educational information only, not financial advice.</p>
</body></html>`;
  return { text, html };
}

function whenDue(daysUntil: number): string {
  if (daysUntil === 0) return "today";
  if (daysUntil === 1) return "tomorrow";
  return `in ${daysUntil} days`;
}

function truncate(value: string, max: number): string {
  // Three dots, not "…": one non-GSM character would switch the whole text to UCS-2 and halve its length.
  return value.length <= max ? value : `${value.slice(0, max - 3).trimEnd()}...`;
}
