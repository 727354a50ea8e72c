import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "@cantoo/pdf-lib";
import { formatDay, monthLabel, formatDollars } from "@/lib/format";
import { PLAN_STRATEGY_NAMES } from "@/lib/plan/types";
import { messageTitle } from "./message/title";
export { REPORT_FILENAME } from "./report-file";
import type { ScheduleDebtRow, ScheduleMonth, StrategyDto } from "./types";

// Two steps: reportModel lays out every line as text (what the unit tests read, since a PDF's text is hard to get
// back out), then renderReport draws it with @cantoo/pdf-lib's standard fonts, so no font files or native code.

export const REPORT_TITLE = "DebtWise plan report";
export const REPORT_DISCLAIMER = "Educational information only, not financial advice.";
export const SCHEDULE_COLUMNS = ["Month", "Date", "Payment", "Interest", "Principal", "Balance", ""] as const;

export interface ReportModel {
  title: string;
  calculatedOn: string;
  summary: [label: string, value: string][];
  message: { title: string; paragraphs: string[] } | null;
  warnings: string[];
  /** Total balance by plan month, from month 0 (the balances the plan started from). */
  balances: { month: number; balance: number }[];
  debts: { name: string; rows: string[][] }[];
  scheduleNote: string | null;
}

/** About 60 pages: drawing time grows with the rows, and 200 debts over 30 years would be 72,000 of them. */
export const MAX_REPORT_ROWS = 3_000;

function scheduleTables(
  strategy: StrategyDto,
  schedule: StrategyDto["comparison"]["saved"]["schedule"],
): Pick<ReportModel, "debts" | "scheduleNote"> {
  const byDebt = new Map<string, { month: ScheduleMonth; row: ScheduleDebtRow }[]>(
    strategy.debts.map((d) => [d.id, []]),
  );
  for (const month of schedule) for (const row of month.debts) byDebt.get(row.id)?.push({ month, row });
  const total = [...byDebt.values()].reduce((sum, rows) => sum + rows.length, 0);
  const yearly = total > MAX_REPORT_ROWS;
  let budget = MAX_REPORT_ROWS;
  let cut = false;
  const debts = strategy.debts.map((debt) => {
    const all = byDebt.get(debt.id) ?? [];
    const kept = yearly ? all.filter(({ month }, i) => month.month % 12 === 1 || i === all.length - 1) : all;
    const shown = kept.slice(0, Math.max(0, budget));
    budget -= shown.length;
    if (shown.length < kept.length) cut = true;
    return {
      name: debt.name,
      rows: shown.map(({ month: m, row: d }) => [
        String(m.month),
        monthLabel(m.date, "short"),
        formatDollars(d.payment),
        formatDollars(d.interest),
        formatDollars(d.principal),
        formatDollars(d.balance),
        d.promo ? "promo" : "",
      ]),
    };
  });
  const scheduleNote = !yearly
    ? null
    : `This schedule is long, so the tables show one row a year (and each debt's last month)${cut ? " for as many debts as fit" : ""}; the CSV export has every month.`;
  return { debts, scheduleNote };
}

/** The saved plan's numbers and schedule, as on every screen (docs/product-rules.md "Debt calculator and results"). */
export function reportModel(strategy: StrategyDto): ReportModel {
  const plan = strategy.comparison.saved;
  const money = (amount: string | null) => (amount === null ? "n/a" : formatDollars(amount));
  const recommendation = strategy.comparison[strategy.strategyType];
  return {
    title: REPORT_TITLE,
    calculatedOn: `Calculated ${formatDay(strategy.createdAt.slice(0, 10))}`,
    summary: [
      ["Total debt", formatDollars(strategy.totalDebt)],
      ["Monthly budget", formatDollars(strategy.monthlyBudget)],
      ["Strategy", PLAN_STRATEGY_NAMES[strategy.savedStrategy]],
      ...(strategy.savedStrategy === strategy.strategyType
        ? []
        : [
            [
              "Recommended instead",
              `${PLAN_STRATEGY_NAMES[strategy.strategyType]}: ${money(recommendation.totalInterest)} interest`,
            ] as [string, string],
          ]),
      ["Debt-free date", plan.debtFreeDate ? monthLabel(plan.debtFreeDate) : "Never, at this budget"],
      ["Total interest", money(strategy.totalInterest)],
      ["Interest saved vs minimums", money(strategy.interestSavedVsMinimums)],
    ],
    message: strategy.aiMessage
      ? {
          title: messageTitle(strategy),
          paragraphs: strategy.aiMessage
            .split(/\n{2,}/)
            .map((p) => p.trim())
            .filter(Boolean),
        }
      : null,
    warnings: [
      ...(strategy.feasible ? [] : [strategy.infeasibleReason ?? plan.reason ?? "This plan never pays off."]),
      ...strategy.warnings,
    ],
    balances: [
      { month: 0, balance: Number(strategy.totalDebt) },
      ...plan.schedule.map((m) => ({ month: m.month, balance: Number(m.totalBalance) })),
    ],
    ...scheduleTables(strategy, plan.schedule),
  };
}

export async function planReportPdf(strategy: StrategyDto): Promise<Uint8Array<ArrayBuffer>> {
  return renderReport(reportModel(strategy));
}

// US Letter, in points.
const PAGE = { width: 612, height: 792, margin: 50 };
const FOOTER_SPACE = 40;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.42, 0.42, 0.46);
const RULE = rgb(0.82, 0.82, 0.85);
const ACCENT = rgb(0.15, 0.39, 0.92);
// Month, Date and the promo mark are left-aligned at x; the money columns line up on their right edge at x.
const COLUMNS: { x: number; align: "left" | "right" }[] = [
  { x: PAGE.margin, align: "left" },
  { x: PAGE.margin + 45, align: "left" },
  { x: 240, align: "right" },
  { x: 320, align: "right" },
  { x: 400, align: "right" },
  { x: 490, align: "right" },
  { x: 505, align: "left" },
];

export async function renderReport(model: ReportModel): Promise<Uint8Array<ArrayBuffer>> {
  const doc = await PDFDocument.create();
  doc.setTitle(model.title);
  doc.setCreator("DebtWise");
  doc.setProducer("DebtWise (@cantoo/pdf-lib)");
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );

  w.text(model.title, { size: 20, bold: true });
  w.text(model.calculatedOn, { size: 10, color: MUTED });
  w.gap(10);

  w.heading("Summary");
  for (const [label, value] of model.summary) {
    w.ensure(16);
    w.draw(label, PAGE.margin, { size: 11, color: MUTED });
    w.draw(value, PAGE.margin + 190, { size: 11, bold: true });
    w.y -= 16;
  }
  for (const warning of model.warnings) w.paragraph(`Note: ${warning}`, { size: 10 });

  if (model.message) {
    w.heading(model.message.title);
    for (const p of model.message.paragraphs) w.paragraph(p, { size: 10 });
  }

  w.heading("Total balance by month");
  drawBalanceChart(w, model.balances);

  if (model.scheduleNote) w.paragraph(model.scheduleNote, { size: 10, color: MUTED });
  for (const debt of model.debts) {
    w.heading(`Schedule: ${debt.name}`);
    if (debt.rows.length === 0) {
      w.paragraph("No payments scheduled for this debt.", { size: 10, color: MUTED });
      continue;
    }
    w.tableRow([...SCHEDULE_COLUMNS], true);
    for (const row of debt.rows) {
      if (w.ensure(14)) {
        w.text(`${debt.name} (continued)`, { size: 10, bold: true, color: MUTED });
        w.tableRow([...SCHEDULE_COLUMNS], true);
      }
      w.tableRow(row, false);
    }
  }

  const pages = doc.getPages();
  pages.forEach((page, i) => {
    w.footer(page, REPORT_DISCLAIMER, PAGE.margin);
    const label = `Page ${i + 1} of ${pages.length}`;
    w.footer(page, label, PAGE.width - PAGE.margin - w.width(label, 9));
  });
  // Copied into a plain ArrayBuffer-backed array: what a Response body accepts (the library types its buffer loosely).
  return new Uint8Array(await doc.save());
}

interface TextStyle {
  size: number;
  bold?: boolean;
  color?: ReturnType<typeof rgb>;
}

class Writer {
  page: PDFPage;
  y = 0;
  private readonly encodable: Set<number>;

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.encodable = new Set(regular.getCharacterSet());
    this.page = this.newPage();
  }

  private newPage(): PDFPage {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
    return this.page;
  }

  /** Starts a new page unless `height` more points fit above the footer; true when it did. */
  ensure(height: number): boolean {
    if (this.y - height >= PAGE.margin + FOOTER_SPACE) return false;
    this.newPage();
    return true;
  }

  /** The standard fonts only encode WinAnsi: anything else a user typed (emoji, other scripts) prints as "?". */
  clean(text: string): string {
    if (/^[\x20-\x7e]*$/.test(text)) return text; // printable ASCII, nearly every cell: always encodable
    return Array.from(text, (c) => (this.encodable.has(c.codePointAt(0)!) ? c : "?")).join("");
  }

  width(text: string, size: number, bold = false): number {
    return (bold ? this.bold : this.regular).widthOfTextAtSize(this.clean(text), size);
  }

  draw(text: string, x: number, { size, bold, color = INK }: TextStyle, page = this.page, y = this.y): void {
    page.drawText(this.clean(text), { x, y: y - size, size, font: bold ? this.bold : this.regular, color });
  }

  text(text: string, style: TextStyle): void {
    this.ensure(style.size + 6);
    this.draw(text, PAGE.margin, style);
    this.y -= style.size + 6;
  }

  gap(points: number): void {
    this.y -= points;
  }

  heading(text: string): void {
    this.gap(12);
    this.ensure(40); // never a heading alone at the foot of a page
    this.text(text, { size: 14, bold: true, color: ACCENT });
  }

  paragraph(text: string, style: TextStyle): void {
    const maxWidth = PAGE.width - 2 * PAGE.margin;
    for (const source of text.split("\n")) {
      let line = "";
      for (const word of source.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word;
        if (line && this.width(next, style.size, style.bold) > maxWidth) {
          this.text(line, style);
          line = word;
        } else line = next;
      }
      if (line) this.text(line, style);
    }
    this.gap(4);
  }

  tableRow(cells: readonly string[], header: boolean): void {
    const size = 9;
    this.ensure(14);
    cells.forEach((cell, i) => {
      const { x, align } = COLUMNS[i]!;
      const color = header ? MUTED : cell === "promo" ? ACCENT : INK;
      this.draw(cell, align === "left" ? x : x - this.width(cell, size, header), { size, bold: header, color });
    });
    this.y -= 14;
    if (header)
      this.page.drawLine({
        start: { x: PAGE.margin, y: this.y + 3 },
        end: { x: PAGE.width - PAGE.margin, y: this.y + 3 },
        thickness: 0.5,
        color: RULE,
      });
  }

  footer(page: PDFPage, text: string, x: number): void {
    this.draw(text, x, { size: 9, color: MUTED }, page, PAGE.margin);
  }

  line(x1: number, y1: number, x2: number, y2: number, thickness = 1, color = RULE): void {
    this.page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness, color });
  }
}

function drawBalanceChart(w: Writer, points: ReportModel["balances"]): void {
  const height = 180;
  w.ensure(height + 30);
  const left = PAGE.margin + 60;
  const right = PAGE.width - PAGE.margin;
  const top = w.y - 6;
  const bottom = top - height;
  const lastMonth = Math.max(1, points.at(-1)?.month ?? 1);
  const maxBalance = Math.max(1, ...points.map((p) => p.balance));
  const x = (month: number) => left + ((right - left) * month) / lastMonth;
  const y = (balance: number) => bottom + ((top - bottom) * balance) / maxBalance;

  w.line(left, bottom, right, bottom); // x axis
  w.line(left, bottom, left, top); // y axis
  for (const fraction of [0, 0.5, 1]) {
    const label = formatDollars(maxBalance * fraction, { whole: true });
    w.line(left - 3, y(maxBalance * fraction), left, y(maxBalance * fraction));
    w.draw(label, left - 6 - w.width(label, 8), { size: 8, color: MUTED }, w.page, y(maxBalance * fraction) + 4);
  }
  for (const month of new Set([0, Math.round(lastMonth / 2), lastMonth])) {
    const label = `Month ${month}`;
    w.line(x(month), bottom, x(month), bottom - 3);
    w.draw(label, x(month) - w.width(label, 8) / 2, { size: 8, color: MUTED }, w.page, bottom - 5);
  }
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1]!, points[i]!];
    w.line(x(a.month), y(a.balance), x(b.month), y(b.balance), 1.5, ACCENT);
  }
  w.y = bottom - 24;
}
