import { fileAmountCents, fileDay } from "./amounts";
import { ImportParseError, type ParsedAccount, type ParsedFile, type ParsedRow } from "./types";

// OFX 1.x is SGML, where a leaf has no closing tag (`<TRNAMT>-50.00`), and 2.x is XML. One tree builder reads both:
// a tag followed by text is a leaf, and a closing tag closes the nearest open aggregate of its name.

interface OfxNode {
  name: string;
  text: string | null;
  children: OfxNode[];
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith("#x") || code.startsWith("#X")) return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith("#")) return String.fromCodePoint(Number(code.slice(1)));
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

export function looksLikeOfx(text: string): boolean {
  const head = text.slice(0, 2000);
  return /OFXHEADER\s*[:=]/i.test(head) || /<OFX>/i.test(head);
}

function buildTree(text: string): OfxNode {
  const start = text.search(/<OFX>/i);
  if (start < 0) throw new ImportParseError("This OFX file has no <OFX> section.");
  const root: OfxNode = { name: "#root", text: null, children: [] };
  const stack: OfxNode[] = [root];
  const tag = /<(\/?)([A-Za-z0-9._]+)([^>]*)>([^<]*)/g;
  tag.lastIndex = start;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    const [, closing, rawName = "", rest = "", after = ""] = match;
    const name = rawName.toUpperCase();
    if (closing) {
      const at = stack.findLastIndex((node) => node.name === name);
      if (at > 0) stack.length = at;
      continue;
    }
    const value = after.trim();
    const top = stack.at(-1) ?? root;
    if (value !== "" || rest.trim().endsWith("/")) {
      top.children.push({ name, text: decodeEntities(value), children: [] });
    } else {
      const node: OfxNode = { name, text: null, children: [] };
      top.children.push(node);
      stack.push(node);
    }
  }
  return root;
}

function findAll(node: OfxNode, name: string, into: OfxNode[] = []): OfxNode[] {
  for (const child of node.children) {
    if (child.name === name) into.push(child);
    findAll(child, name, into);
  }
  return into;
}

function leaf(node: OfxNode, name: string): string | null {
  return findAll(node, name)[0]?.text ?? null;
}

function accountOf(root: OfxNode): ParsedAccount {
  const card = findAll(root, "CCACCTFROM")[0];
  const bank = findAll(root, "BANKACCTFROM")[0];
  const id = leaf(card ?? bank ?? root, "ACCTID");
  const last4 = id ? id.replace(/[^0-9A-Za-z]/g, "").slice(-4) || null : null;
  if (card) return { last4, kind: "credit_card" };
  const type = bank ? leaf(bank, "ACCTTYPE")?.toUpperCase() : null;
  const kind =
    type === "CHECKING"
      ? "checking"
      : type === "SAVINGS" || type === "MONEYMRKT"
        ? "savings"
        : type === "CREDITLINE"
          ? "loan"
          : null;
  return { last4, kind };
}

function amountOf(node: OfxNode, name: string, where: string): number {
  const raw = leaf(node, name);
  const cents = raw === null ? null : fileAmountCents(raw, { decimalComma: true });
  if (cents === null)
    throw new ImportParseError(`${where}: the amount ${raw === null ? "is missing" : `"${raw}" cannot be read`}.`);
  return cents;
}

function dayOf(node: OfxNode, name: string, where: string): string {
  const raw = leaf(node, name);
  const day = raw === null ? null : fileDay(raw);
  if (day === null)
    throw new ImportParseError(`${where}: the date ${raw === null ? "is missing" : `"${raw}" cannot be read`}.`);
  return day;
}

export function parseOfx(text: string): ParsedFile {
  const root = buildTree(text);
  const transactions = findAll(root, "STMTTRN");
  const rows: ParsedRow[] = transactions.map((trn, index) => {
    const where = `Transaction ${index + 1}`;
    const name = leaf(trn, "NAME") ?? leaf(trn, "PAYEE") ?? "";
    const memo = leaf(trn, "MEMO") ?? "";
    const description = [name, memo && memo !== name ? memo : ""].filter(Boolean).join(" ").trim();
    return {
      index,
      date: dayOf(trn, "DTPOSTED", where),
      amountCents: amountOf(trn, "TRNAMT", where),
      description,
      fitId: leaf(trn, "FITID"),
      type: leaf(trn, "TRNTYPE")?.toUpperCase() ?? null,
    };
  });
  const ledger = findAll(root, "LEDGERBAL")[0];
  const ledgerBalance = ledger
    ? {
        amountCents: amountOf(ledger, "BALAMT", "The closing balance"),
        date: dayOf(ledger, "DTASOF", "The closing balance"),
      }
    : null;
  if (rows.length === 0 && !ledgerBalance)
    throw new ImportParseError("This OFX file has no transactions and no balance.");
  return { format: "ofx", account: accountOf(root), rows, ledgerBalance };
}
