import fc from "fast-check";
import { formatCentsAsDollars, formatDollars, formatPercent } from "@/lib/format";

// lib/format/numbers.ts writes dollars as Intl.NumberFormat("en-US") would, without making an Intl formatter (see there).

const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const intlWhole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** A deterministic stream of numbers in [0, 1) (mulberry32), so a failure names a value that fails again. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EDGES = [
  0,
  -0,
  0.004,
  0.005,
  -0.005,
  0.0049999,
  0.125,
  -0.125,
  1.005,
  2.675,
  1.115,
  0.5,
  -0.5,
  1.5,
  2.5,
  9.995,
  99.995,
  999.995,
  999999.995,
  0.1 + 0.2,
  1e-7,
  -1e-7,
  123456789012345.67,
  1e15 + 0.5,
  9007199254740993,
  1e20,
  1e21,
  -1e21,
  1.5e22,
  5000,
  1234.5,
  -1234.567,
];

it("writes what Intl writes for edge values, with cents and whole", () => {
  for (const value of EDGES) {
    expect([value, formatDollars(value)]).toEqual([value, intl.format(value)]);
    expect([value, formatDollars(value, { whole: true })]).toEqual([value, intlWhole.format(value)]);
  }
});

it("writes what Intl writes for 200,000 values of every size, decimals and sign", () => {
  const next = random(17);
  const misses: string[] = [];
  for (let i = 0; i < 200_000 && misses.length < 5; i++) {
    const magnitude = 10 ** Math.floor(next() * 16 - 4);
    let value = next() * magnitude;
    // Sums of cents as the screens make them (floating error included), and values on exact half cents.
    if (i % 3 === 1) value = Math.round(value * 100) / 100 + Math.round(next() * 1000) / 100;
    if (i % 3 === 2) value = (Math.round(value * 1000) + 0.5) / 1000;
    if (next() < 0.3) value = -value;
    if (formatDollars(value) !== intl.format(value))
      misses.push(`${value}: ${formatDollars(value)} vs ${intl.format(value)}`);
    if (formatDollars(value, { whole: true }) !== intlWhole.format(value))
      misses.push(`${value} whole: ${formatDollars(value, { whole: true })} vs ${intlWhole.format(value)}`);
  }
  expect(misses).toEqual([]);
});

it("reads decimal strings and cents, and says nothing for what is not a number", () => {
  expect(formatDollars("1234.56")).toBe("$1,234.56");
  expect(formatDollars("-0.01")).toBe("-$0.01");
  expect(formatDollars("abc")).toBe("—");
  expect(formatDollars(Number.POSITIVE_INFINITY)).toBe("—");
  expect(formatCentsAsDollars(123456)).toBe("$1,234.56");
  expect(formatCentsAsDollars(-5)).toBe("-$0.05");
});

// docs/product-rules.md "Interface conventions": a rate as entered, at most two decimals, no trailing zeros.
it("shows a rate as entered: at most two decimals, trailing zeros trimmed", () => {
  expect(formatPercent("24.99")).toBe("24.99%");
  expect(formatPercent("24.990")).toBe("24.99%");
  expect(formatPercent("5.000")).toBe("5%");
  expect(formatPercent("5.50")).toBe("5.5%");
  expect(formatPercent("0.000")).toBe("0%");
  expect(formatPercent("10")).toBe("10%");
  expect(formatPercent("100.000")).toBe("100%");
  // A third decimal rounds half-up, as the engine and the ledger charge it.
  expect(formatPercent("19.125")).toBe("19.13%");
  expect(formatPercent("19.124")).toBe("19.12%");
  // Numbers (an average, the engine's aprPercent) the same way.
  expect(formatPercent(24.99)).toBe("24.99%");
  expect(formatPercent(6)).toBe("6%");
  expect(formatPercent(7.0003)).toBe("7%");
  expect(formatPercent(18.905)).toBe("18.91%");
  expect(formatPercent(0)).toBe("0%");
  expect(formatPercent("abc")).toBe("—");
  expect(formatPercent(Number.NaN)).toBe("—");
});

it("writes integer cents exactly, with thousands grouped", () => {
  expect(formatCentsAsDollars(0)).toBe("$0.00");
  expect(formatCentsAsDollars(-0)).toBe("$0.00");
  expect(formatCentsAsDollars(5)).toBe("$0.05");
  expect(formatCentsAsDollars(99999)).toBe("$999.99");
  expect(formatCentsAsDollars(100000)).toBe("$1,000.00");
  expect(formatCentsAsDollars(123456789)).toBe("$1,234,567.89");
  expect(formatCentsAsDollars(-500)).toBe("-$5.00");
  expect(formatCentsAsDollars(Number.MAX_SAFE_INTEGER)).toBe("$90,071,992,547,409.91");
});

it("writes cents as formatDollars writes the same amount in dollars", () => {
  fc.assert(
    fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
      expect(formatCentsAsDollars(cents)).toBe(formatDollars(cents === 0 ? 0 : cents / 100));
    }),
    { numRuns: 5000 },
  );
});
