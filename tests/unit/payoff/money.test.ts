/** Exact money and rate conversions between the wire's decimal strings and the engine's integers. */
import fc from "fast-check";
import {
  MoneyParseError,
  debtInputFromWire,
  dollarsToCents,
  formatBps,
  formatCents,
  parseMoneyToCents,
  parsePercent,
  parsePercentToBps,
  percentToBps,
  tryParseMoneyToCents,
} from "@/lib/payoff";

describe("parseMoneyToCents", () => {
  it.each([
    ["1234.56", 123456],
    ["0.1", 10], // no float drift: 0.1 is 10 cents exactly
    ["0.10", 10],
    ["0.01", 1],
    ["7", 700],
    ["7.", 700],
    [".5", 50],
    ["0", 0],
    ["000012.30", 1230],
    [" 12.3 ", 1230],
    ["+5.25", 525],
    ["19.99", 1999],
    ["1.15", 115], // 1.15 * 100 is 114.99999999999999 in floats
    ["4.35", 435], // 4.35 * 100 is 434.99999999999994
    ["90071992547409.91", 9007199254740991], // the largest safe integer
    ["150.000", 15000], // zeros past the second decimal are harmless
    ["1.50000000", 150],
  ])("%j -> %i", (text, cents) => {
    expect(parseMoneyToCents(text)).toBe(cents);
  });

  it.each(["", " ", ".", "abc", "1e3", "1,000.00", "0x10", "1.2.3", "$5", "--1", "1 000", "Infinity", "NaN"])(
    "rejects %j",
    (text) => {
      expect(() => parseMoneyToCents(text)).toThrow(MoneyParseError);
      expect(tryParseMoneyToCents(text)).toBeNull();
    },
  );

  it("rejects negatives unless allowed", () => {
    expect(() => parseMoneyToCents("-1.00")).toThrow(/negative/);
    expect(parseMoneyToCents("-1.25", { allowNegative: true })).toBe(-125);
    expect(parseMoneyToCents("-0.00", { allowNegative: true })).toBe(0);
    expect(Object.is(parseMoneyToCents("-0", { allowNegative: true }), 0)).toBe(true);
  });

  it("rejects more than two decimals by default; rounds half up on request", () => {
    expect(() => parseMoneyToCents("1.005")).toThrow(/more than two decimals/);
    expect(parseMoneyToCents("1.005", { rounding: "half-up" })).toBe(101);
    expect(parseMoneyToCents("1.00499999", { rounding: "half-up" })).toBe(100);
    expect(parseMoneyToCents("0.995", { rounding: "half-up" })).toBe(100);
    expect(parseMoneyToCents("-0.005", { rounding: "half-up", allowNegative: true })).toBe(-1); // half away from zero
    expect(parseMoneyToCents("2.50000", { rounding: "half-up" })).toBe(250);
  });

  it("rejects amounts beyond exact integer range", () => {
    expect(() => parseMoneyToCents("90071992547409.92")).toThrow(/too large/);
    expect(() => parseMoneyToCents("1" + "0".repeat(20))).toThrow(/too large/);
  });
});

describe("formatting", () => {
  it.each([
    [12345, "123.45"],
    [5, "0.05"],
    [50, "0.50"],
    [0, "0.00"],
    [100, "1.00"],
    [-5, "-0.05"],
    [-123456, "-1234.56"],
    [9007199254740991, "90071992547409.91"],
  ])("formatCents(%i) = %j", (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it("rejects non-integer cents", () => {
    expect(() => formatCents(1.5)).toThrow(MoneyParseError);
    expect(() => formatCents(Number.NaN)).toThrow(MoneyParseError);
  });

  it("formatBps", () => {
    expect(formatBps(1899)).toBe("18.99");
    expect(formatBps(500)).toBe("5.00");
    expect(formatBps(7)).toBe("0.07");
  });
});

describe("round trips", () => {
  it("parse(format(c)) = c for every safe cent amount", () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (cents) => {
        expect(parseMoneyToCents(formatCents(cents), { allowNegative: true })).toBe(cents === 0 ? 0 : cents);
      }),
      { numRuns: 3000 },
    );
  });

  it("format(parse(s)) is the canonical two-decimal form of any decimal string with <= 2 decimals", () => {
    const decimal = fc
      .tuple(fc.stringMatching(/^[0-9]{1,12}$/), fc.stringMatching(/^[0-9]{0,2}$/))
      .map(([whole, frac]) => (frac === "" ? whole : `${whole}.${frac}`));
    fc.assert(
      fc.property(decimal, (text) => {
        const cents = parseMoneyToCents(text);
        const [whole, frac = ""] = text.split(".");
        const canonical = `${BigInt(whole!).toString()}.${frac.padEnd(2, "0")}`;
        expect(formatCents(cents)).toBe(canonical);
        // Exactly what BigInt arithmetic on the digits gives.
        expect(BigInt(cents)).toBe(BigInt(whole!) * BigInt(100) + BigInt(frac.padEnd(2, "0")));
      }),
      { numRuns: 3000 },
    );
  });

  it("half-up rounding agrees with BigInt arithmetic on the digits", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,10}$/), fc.stringMatching(/^[0-9]{3,6}$/), (whole, frac) => {
        const scaled = BigInt(whole + frac);
        const divisor = BigInt(10) ** BigInt(frac.length - 2);
        const expected = (scaled * BigInt(2) + divisor) / (divisor * BigInt(2)); // floor(x + 1/2)
        expect(BigInt(parseMoneyToCents(`${whole}.${frac}`, { rounding: "half-up" }))).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });
});

describe("rates", () => {
  it("percent strings to basis points and numbers, exactly", () => {
    expect(parsePercentToBps("18.99")).toBe(1899);
    expect(parsePercentToBps("0")).toBe(0);
    expect(parsePercentToBps("5")).toBe(500);
    expect(parsePercentToBps("29.9")).toBe(2990);
    expect(parsePercent("18.99")).toBe(18.99);
    expect(parsePercent("4.35")).toBe(4.35);
    expect(() => parsePercentToBps("18.999")).toThrow(MoneyParseError);
    expect(parsePercentToBps("18.995", { rounding: "half-up" })).toBe(1900);
  });

  it("percentToBps accepts float noise but not a third decimal", () => {
    expect(percentToBps(18.99)).toBe(1899);
    expect(percentToBps(0.07)).toBe(7);
    expect(percentToBps(0.1 + 0.2)).toBe(30);
    expect(percentToBps(999.99)).toBe(99999);
    expect(percentToBps(-0)).toBe(0);
    expect(() => percentToBps(18.999)).toThrow(/more than two decimals/);
    expect(() => percentToBps(999.989)).toThrow(/more than two decimals/);
    expect(parsePercentToBps("18.990")).toBe(1899);
    expect(() => percentToBps(Number.NaN)).toThrow(MoneyParseError);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), (bps) => {
        expect(percentToBps(bps / 100)).toBe(bps);
        expect(parsePercent(formatBps(bps))).toBe(bps / 100);
      }),
      { numRuns: 2000 },
    );
  });

  it("dollarsToCents rounds half up on the number's decimal form", () => {
    expect(dollarsToCents(12.34)).toBe(1234);
    expect(dollarsToCents(1.005)).toBe(101); // the double is 1.00499999999999989..., the user typed 1.005
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(1e-9)).toBe(0);
    expect(dollarsToCents(-2.5)).toBe(-250);
    expect(() => dollarsToCents(1e21)).toThrow(MoneyParseError);
    expect(() => dollarsToCents(Number.POSITIVE_INFINITY)).toThrow(MoneyParseError);
  });
});

describe("debtInputFromWire", () => {
  it("converts the API's decimal strings exactly", () => {
    expect(
      debtInputFromWire({ id: "1", name: "Visa", balance: "5000.10", interestRate: "18.99", minPayment: "150" }),
    ).toEqual({
      id: "1",
      name: "Visa",
      balanceCents: 500010,
      aprPercent: 18.99,
      minPaymentCents: 15000,
    });
  });

  it("rejects bad strings, or rounds when asked", () => {
    expect(() => debtInputFromWire({ id: "1", name: "V", balance: "abc", interestRate: "1", minPayment: "1" })).toThrow(
      MoneyParseError,
    );
    expect(() =>
      debtInputFromWire({ id: "1", name: "V", balance: "1.001", interestRate: "1", minPayment: "1" }),
    ).toThrow(MoneyParseError);
    expect(
      debtInputFromWire(
        { id: "1", name: "V", balance: "1.005", interestRate: "1.125", minPayment: "1" },
        { rounding: "half-up" },
      ),
    ).toMatchObject({
      balanceCents: 101,
      aprPercent: 1.13,
    });
  });
});
