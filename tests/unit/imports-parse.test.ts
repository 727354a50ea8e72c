import { readFileSync } from "node:fs";
import path from "node:path";
import { fileAmountCents, fileDay, guessDateOrder } from "@/lib/imports/amounts";
import { detectCsvMapping, parseCsv, readCsvRows } from "@/lib/imports/csv";
import { looksLikeOfx, parseOfx } from "@/lib/imports/ofx";
import { ImportParseError } from "@/lib/imports/types";

// Reading bank and card exports (docs/product-rules.md "Importing bank and card files"): the fixtures under
// tests/fixtures/imports follow real institutions' layouts (Chase checking, American Express, Capital One,
// headerless Wells Fargo; OFX 1.x SGML and 2.x XML).

const fixture = (name: string) => readFileSync(path.join(__dirname, "..", "fixtures", "imports", name), "utf8");

function csv(name: string) {
  const rows = readCsvRows(fixture(name));
  const mapping = detectCsvMapping(rows);
  return { mapping, file: parseCsv(rows, mapping) };
}

describe("amount cells", () => {
  it.each([
    ["1,234.56", 123456],
    ["-1,234.56", -123456],
    ["$12.00", 1200],
    ["-$12.00", -1200],
    ["$-12.00", -1200],
    ["(12.00)", -1200],
    ["12.00-", -1200],
    ["+5", 500],
    [" 0.10 ", 10],
  ])("%s is %d cents", (cell, cents) => {
    expect(fileAmountCents(cell)).toBe(cents);
  });

  it.each(["", "CR", "*", "10,00", "1.234", "1e3", "--5", "$"])("%j is not an amount", (cell) => {
    expect(fileAmountCents(cell)).toBeNull();
  });

  it("reads a decimal comma only where the format allows it (OFX)", () => {
    expect(fileAmountCents("-50,25", { decimalComma: true })).toBe(-5025);
    expect(fileAmountCents("-50,25")).toBeNull();
  });
});

describe("date cells", () => {
  it.each([
    ["2026-03-05", "2026-03-05"],
    ["2026/3/5", "2026-03-05"],
    ["03/05/2026", "2026-03-05"],
    ["3/5/26", "2026-03-05"],
    ["20260305", "2026-03-05"],
    ["20260305120000.000[-5:EST]", "2026-03-05"],
    ["Mar 5, 2026", "2026-03-05"],
    ["5 Mar 2026", "2026-03-05"],
    ["05-Mar-26", "2026-03-05"],
  ])("%s is %s", (cell, day) => {
    expect(fileDay(cell)).toBe(day);
  });

  it.each(["02/30/2026", "13/45/2026", "yesterday", "2026-13-01", ""])("%j is not a day", (cell) => {
    expect(fileDay(cell)).toBeNull();
  });

  it("reads day-first files when a first part cannot be a month", () => {
    expect(guessDateOrder(["05/03/2026", "25/03/2026"])).toBe("dmy");
    expect(guessDateOrder(["05/03/2026", "03/12/2026"])).toBe("mdy");
    expect(fileDay("05/03/2026", "dmy")).toBe("2026-03-05");
  });
});

describe("CSV layouts", () => {
  it("Chase checking: posting date, signed amount, money out negative", () => {
    const { mapping, file } = csv("chase-checking.csv");
    expect(mapping).toMatchObject({ skipRows: 1, date: 1, description: 2, amount: 3, sign: "inflow_positive" });
    expect(file.rows).toHaveLength(6);
    expect(file.rows[0]).toMatchObject({ date: "2026-03-27", amountCents: -25000, fitId: null });
    expect(file.rows[0]?.description).toMatch(/^CHASE CREDIT CRD AUTOPAY/);
    expect(file.rows[1]?.amountCents).toBe(240000);
  });

  it("American Express: purchases positive, so the sign is flipped to the account's view", () => {
    const { mapping, file } = csv("amex-card.csv");
    expect(mapping.sign).toBe("outflow_positive");
    expect(file.rows.map((r) => r.amountCents)).toEqual([30000, -5421, -1840, -3107, -3900, -102499]);
    expect(file.rows[2]?.description).toBe("UBER TRIP, HELP.UBER.COM");
  });

  it("Capital One: separate debit and credit columns, the posted date", () => {
    const { mapping, file } = csv("capital-one-card.csv");
    expect(mapping).toMatchObject({ date: 1, description: 3, amount: null, debit: 5, credit: 6 });
    expect(file.rows.map((r) => [r.date, r.amountCents])).toEqual([
      ["2026-03-30", 15000],
      ["2026-03-22", -4210],
      ["2026-03-15", -6789],
      ["2026-03-01", 1200],
    ]);
  });

  it("Wells Fargo: no header, so columns are found by their content", () => {
    const { mapping, file } = csv("wells-fargo-checking.csv");
    expect(mapping).toMatchObject({ skipRows: 0, date: 0, amount: 1, description: 4, signature: "" });
    expect(file.rows.map((r) => r.amountCents)).toEqual([-25000, 240000, -4567, -120000]);
    expect(file.rows[3]?.description).toBe("CHECK # 1001");
  });

  it("finds the header below account lines, and skips total lines without a date", () => {
    const text = [
      "Account,Everyday Checking ...1234",
      "Export,2026-04-01",
      "",
      "Date,Payee,Withdrawals,Deposits",
      "2026-03-02,RENT,1500.00,",
      "2026-03-03,PAYROLL,,2000.00",
      ",Total,1500.00,2000.00",
    ].join("\n");
    const rows = readCsvRows(text);
    const mapping = detectCsvMapping(rows);
    expect(mapping).toMatchObject({ skipRows: 3, date: 0, description: 1, debit: 2, credit: 3 });
    expect(parseCsv(rows, mapping).rows.map((r) => r.amountCents)).toEqual([-150000, 200000]);
  });

  it("applies a corrected mapping (the user flipped the sign)", () => {
    const rows = readCsvRows(fixture("chase-checking.csv"));
    const flipped = { ...detectCsvMapping(rows), sign: "outflow_positive" as const };
    expect(parseCsv(rows, flipped).rows[0]?.amountCents).toBe(25000);
  });

  it("names the problem: empty, unrecognised, an unreadable date with its line", () => {
    expect(() => readCsvRows("")).toThrow(new ImportParseError("The file is empty."));
    expect(() => detectCsvMapping(readCsvRows("hello,world\nfoo,bar\n"))).toThrow(/no column of dates/);
    const rows = readCsvRows("Date,Description,Amount\n03/02/2026,A,-1.00\n03/45/2026,B,-2.00\n");
    expect(() => parseCsv(rows, detectCsvMapping(rows))).toThrow('Line 3: the date "03/45/2026" cannot be read.');
  });
});

describe("OFX", () => {
  it("recognises both versions and nothing else", () => {
    expect(looksLikeOfx(fixture("discover-card.ofx"))).toBe(true);
    expect(looksLikeOfx(fixture("citi-card.qfx"))).toBe(true);
    expect(looksLikeOfx(fixture("amex-card.csv"))).toBe(false);
  });

  it("1.x SGML: leaves without closing tags, entities, the closing balance, last four digits only", () => {
    const file = parseOfx(fixture("discover-card.ofx"));
    expect(file.account).toEqual({ last4: "9424", kind: "credit_card" });
    expect(file.rows).toEqual([
      {
        index: 0,
        date: "2026-03-20",
        amountCents: 18000,
        description: "INTERNET PAYMENT - THANK YOU",
        fitId: "FITID-2026032001",
        type: "CREDIT",
      },
      {
        index: 1,
        date: "2026-03-11",
        amountCents: -6435,
        description: "TRADER JOE&S #123 GROCERIES",
        fitId: "FITID-2026031101",
        type: "DEBIT",
      },
      {
        index: 2,
        date: "2026-03-05",
        amountCents: -2781,
        description: "INTEREST CHARGE ON PURCHASES",
        fitId: "FITID-2026030501",
        type: "INT",
      },
    ]);
    expect(file.ledgerBalance).toEqual({ amountCents: -241266, date: "2026-03-31" });
  });

  it("2.x XML: closing tags, empty and self-closed leaves", () => {
    const file = parseOfx(fixture("citi-card.qfx"));
    expect(file.account).toEqual({ last4: "4321", kind: "credit_card" });
    expect(file.rows.map((r) => [r.type, r.date, r.amountCents, r.description, r.fitId])).toEqual([
      ["PAYMENT", "2026-03-25", 22500, "ONLINE PAYMENT, THANK YOU", "320260325000001"],
      ["DEBIT", "2026-03-16", -11240, "COSTCO WHSE #0423", "320260316000002"],
      ["FEE", "2026-03-08", -4000, "LATE FEE", "320260308000003"],
    ]);
    expect(file.ledgerBalance).toEqual({ amountCents: -310852, date: "2026-03-31" });
  });

  it("a checking account's type, and errors that name the transaction", () => {
    const bank = (trn: string) =>
      `OFXHEADER:100\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKACCTFROM><BANKID>121000248<ACCTID>000123456789<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST>${trn}</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
    const ok = parseOfx(bank("<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260301<TRNAMT>-5.00<FITID>1</STMTTRN>"));
    expect(ok.account).toEqual({ last4: "6789", kind: "checking" });
    expect(() => parseOfx(bank("<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>2026<TRNAMT>-5.00</STMTTRN>"))).toThrow(
      'Transaction 1: the date "2026" cannot be read.',
    );
    expect(() => parseOfx(bank("<STMTTRN><DTPOSTED>20260301<TRNAMT>abc</STMTTRN>"))).toThrow(
      'Transaction 1: the amount "abc" cannot be read.',
    );
    expect(() => parseOfx("OFXHEADER:100\nnothing here")).toThrow("This OFX file has no <OFX> section.");
    expect(() => parseOfx(bank(""))).toThrow("This OFX file has no transactions and no balance.");
  });
});
