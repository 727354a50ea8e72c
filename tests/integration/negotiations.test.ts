import { GET as listRoute } from "@/app/api/negotiations/route";
import { GET as templatesRoute } from "@/app/api/negotiations/templates/route";
import { POST as generateRoute } from "@/app/api/negotiations/generate/route";
import { PUT as statusRoute } from "@/app/api/negotiations/[id]/status/route";
import { db } from "@/lib/db";
import { hit, reset } from "@/lib/rate-limit";
import { CERTIFIED_MAIL_TIP, GENERIC_HARDSHIP_REASON } from "@/lib/negotiations/letter-writer";
import { GENERATE_LETTER_RATE_LIMIT, generateLetterRateLimitKey } from "@/lib/negotiations/service";
import type { LetterDto, TemplateDto } from "@/lib/negotiations/types";
import { CookieJar, callRoute } from "@/tests/support/route-client";
import { signUp } from "@/tests/support/users";
import { insertDebt } from "@/tests/support/debts";
import { asksForLowerRate } from "@/lib/negotiations/letter-writer";
import { monthLabel } from "@/lib/format";
import { day } from "@/tests/support/calendar";

// The Negotiation Center API through the real handlers, wrapper and PostgreSQL, with no
// AI key: letters come from the local writer, so their text is known. Balances stay below $10,000, so no amount
// in a letter has five digits in a row and any such run could only be (part of) an account number.

// env() is read once per test file: make sure no key from the shell switches on the AI path.
delete process.env.OPENAI_API_KEY;

jest.setTimeout(30_000);

afterAll(async () => {
  await db.$disconnect();
});

const FDCPA = "Fair Debt Collection Practices Act (15 U.S.C. 1692 et seq.)";
const FULL_CARD = "4111222233334444";
const FIVE_DIGITS = /\d{5,}/;

async function user(firstName = "Nora") {
  return signUp({ prefix: "nego", firstName });
}

async function createDebt(
  userId: string,
  overrides: { balance?: string; minPayment?: string; closed?: boolean; kind?: "credit_card" | "auto" } = {},
) {
  const balance = overrides.balance ?? "4200.00";
  return insertDebt({
    data: {
      userId,
      name: "Visa",
      balance,
      originalBalance: overrides.closed ? "4200.00" : balance,
      interestRate: "19.990",
      minPayment: overrides.minPayment ?? "126.00",
      closedAt: overrides.closed ? new Date() : null,
      ...(overrides.kind && { kind: overrides.kind }),
    },
  });
}

/** "YYYY-MM-DD" `offset` days from today (UTC). */
// The letters' dates as en-US writes them ("June 5, 2027"), from the runtime's own locale data rather than
// lib/dates.ts, so the expectation stays independent of the code under test.
const LONG_DATE = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
function longDate(isoDay: string): string {
  return LONG_DATE.format(new Date(`${isoDay}T00:00:00Z`));
}

async function generate(jar: CookieJar | undefined, json: unknown) {
  const res = await callRoute(generateRoute, { path: "/api/negotiations/generate", json, jar });
  return {
    status: res.status,
    body: (await res.json()) as LetterDto & {
      error?: { code: string; message: string; issues?: { path: string; message: string }[] };
    },
  };
}

async function list(jar?: CookieJar) {
  const res = await callRoute(listRoute, { path: "/api/negotiations", jar });
  return { status: res.status, body: (await res.json()) as LetterDto[] };
}

async function setStatus(jar: CookieJar | undefined, id: string, json: unknown) {
  const res = await callRoute(statusRoute, {
    method: "PUT",
    path: `/api/negotiations/${id}/status`,
    json,
    jar,
    params: { id },
  });
  return { status: res.status, body: (await res.json()) as LetterDto & { error?: { code: string; message: string } } };
}

function letterRequest(debtId: string, templateType: string, userInputs: Record<string, unknown> = {}) {
  return { debtId, templateType, userInputs: { creditorName: "Chase Bank", accountNumber: "1234", ...userInputs } };
}

function expectPrivateText(text: string) {
  expect(text).not.toMatch(FIVE_DIGITS);
  expect(text).not.toMatch(/\{\{|\}\}|undefined|null|NaN/);
}

/** What every letter must say, whatever the type. */
function expectCompleteLetter(letter: LetterDto) {
  const text = letter.generatedContent;
  expect(text).toContain("Chase Bank");
  expect(text).toContain("ending in 1234");
  expect(text).toContain(FDCPA);
  expect(text).toContain("request validation of the debt");
  expect(text).toContain("in writing");
  expect(text).toContain("$4,200.00");
  expect(text.trimEnd().endsWith("Sincerely,\n\nNora")).toBe(true);
  expect(text).not.toMatch(/\n{3,}/);
  expectPrivateText(text);
  expect(letter.aiSuggestions.length).toBeGreaterThanOrEqual(3);
  expect(letter.aiSuggestions.length).toBeLessThanOrEqual(5);
  expect(letter.aiSuggestions.at(-1)).toBe(CERTIFIED_MAIL_TIP);
  // No key in the test run: the template writer wrote it, and the letter says so (the screen never calls it AI).
  expect(letter.writtenBy).toBe("local");
  for (const tip of letter.aiSuggestions) expectPrivateText(tip);
}

describe("authentication", () => {
  it("answers 401 on every route without a session", async () => {
    expect((await callRoute(templatesRoute, { path: "/api/negotiations/templates" })).status).toBe(401);
    expect((await list()).status).toBe(401);
    expect((await generate(undefined, letterRequest("x", "hardship"))).status).toBe(401);
    expect((await setStatus(undefined, "x", { status: "sent" })).status).toBe(401);
  });
});

describe("GET /api/negotiations/templates", () => {
  it("lists the three templates with their use case and a subject without placeholders", async () => {
    const { jar } = await user();
    const res = await callRoute(templatesRoute, { path: "/api/negotiations/templates", jar });
    expect(res.status).toBe(200);
    const templates = (await res.json()) as TemplateDto[];
    expect(templates.map((t) => [t.id, t.templateType, t.name])).toEqual([
      ["hardship-payment-plan", "hardship", "Hardship Payment Plan"],
      ["debt-settlement", "settlement", "Debt Settlement"],
      ["payment-plan", "payment_plan", "Payment Plan"],
    ]);
    for (const t of templates) {
      expect(Object.keys(t).sort()).toEqual(["id", "name", "subject", "templateType", "useCase"]);
      expect(t.useCase.length).toBeGreaterThan(10);
      expect(t.subject).toMatch(/Account Ending in XXXX$/);
      expect(t.subject).not.toContain("{{");
    }
  });
});

describe("POST /api/negotiations/generate", () => {
  it("names the account by the debt's kind", async () => {
    const { jar, userId } = await user();
    const card = await createDebt(userId, { kind: "credit_card" });
    const hardship = await generate(jar, letterRequest(card.id, "hardship"));
    expect(hardship.status).toBe(201);
    expect(hardship.body.generatedContent).toContain(
      "a temporary hardship arrangement on my credit card account ending in 1234.",
    );
    const car = await createDebt(userId, { kind: "auto" });
    const plan = await generate(jar, letterRequest(car.id, "payment_plan", { proposedPayment: "150" }));
    expect(plan.body.generatedContent).toContain("a structured payment plan for my auto loan ending in 1234,");
    const plain = await createDebt(userId);
    expect((await generate(jar, letterRequest(plain.id, "hardship"))).body.generatedContent).toContain(
      "arrangement on my account ending in 1234.",
    );
  });

  it("writes a hardship letter with the user's reason and proposed payment, stored as a draft", async () => {
    const { jar, userId } = await user();
    const debt = await createDebt(userId);
    const { status, body } = await generate(
      jar,
      letterRequest(debt.id, "hardship", { hardshipReason: "  i was laid off in March ", proposedPayment: "95" }),
    );
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(String),
      status: "draft",
      createdAt: expect.any(String),
      generatedContent: expect.any(String),
      aiSuggestions: expect.any(Array),
      writtenBy: "local",
      templateType: "hardship",
      creditorName: "Chase Bank",
      accountLast4: "1234",
      debtId: debt.id,
      debtName: "Visa",
      response: null,
      sentAt: null,
      respondedAt: null,
      resolvedAt: null,
    });
    expectCompleteLetter(body);
    expect(body.generatedContent).toContain("my financial situation has changed. I was laid off in March.");
    expect(body.generatedContent).toContain("a reduced payment of $95.00 per month");
    expect(body.generatedContent).toContain("my required minimum payment is $126.00");
    expect(body.generatedContent).toContain("the interest rate is 19.99%");
    expect(body.generatedContent).not.toContain(GENERIC_HARDSHIP_REASON);

    const row = await db.negotiationLetter.findUniqueOrThrow({ where: { id: body.id } });
    expect(row).toMatchObject({
      userId,
      debtId: debt.id,
      status: "draft",
      accountLast4: "1234",
      templateType: "hardship",
    });
    expect(row.userInputs).toEqual({
      creditorName: "Chase Bank",
      accountLast4: "1234",
      hardshipReason: "i was laid off in March",
      proposedPayment: "95.00",
    });
    expect(row.generatedContent).toBe(body.generatedContent);
  });

  it("uses a general hardship sentence and asks for a reduced payment when reason and amount are left blank", async () => {
    const { jar, userId } = await user();
    const debt = await createDebt(userId);
    const { status, body } = await generate(
      jar,
      letterRequest(debt.id, "hardship", { hardshipReason: "", proposedPayment: "" }),
    );
    expect(status).toBe(201);
    expectCompleteLetter(body);
    expect(body.generatedContent).toContain(`my financial situation has changed. ${GENERIC_HARDSHIP_REASON}`);
    expect(body.generatedContent).toContain("request a reduced monthly payment that fits my current income");
    expect(body.aiSuggestions.some((tip) => tip.includes("Add a specific reason"))).toBe(true);
  });

  it("writes a settlement letter from a percentage, computing the amount from the debt's balance", async () => {
    const { jar, userId } = await user();
    const debt = await createDebt(userId);
    const { status, body } = await generate(jar, letterRequest(debt.id, "settlement", { settlementPercentage: "45" }));
    expect(status).toBe(201);
    expectCompleteLetter(body);
    expect(body.generatedContent).toContain("a lump-sum payment of $1,890.00 (45% of the current balance)");
    expect(body.generatedContent).toContain("I can make this payment promptly once we have a written agreement.");
    expect(body.aiSuggestions[0]).toContain("within the 30-60% range");
    const row = await db.negotiationLetter.findUniqueOrThrow({ where: { id: body.id } });
    expect(row.userInputs).toMatchObject({ settlementAmount: "1890.00", settlementPercentage: "45" });
  });

  it("writes a settlement letter from an amount, computing its percent of the balance, with a payment date", async () => {
    const { jar, userId } = await user();
    const debt = await createDebt(userId);
    const { status, body } = await generate(
      jar,
      letterRequest(debt.id, "settlement", { settlementAmount: "1,500", paymentDate: day(45) }),
    );
    expect(status).toBe(201);
    expectCompleteLetter(body);
    expect(body.generatedContent).toContain("a lump-sum payment of $1,500.00 (35.71% of the current balance)");
    expect(body.generatedContent).toContain(
      `I can make this payment by ${longDate(day(45))} once we have a written agreement.`,
    );
  });

  it("writes a payment plan letter with the monthly amount and start date, dropping inputs the type does not use", async () => {
    const { jar, userId } = await user();
    const debt = await createDebt(userId);
    const { status, body } = await generate(
      jar,
      letterRequest(debt.id, "payment_plan", {
        proposedPayment: "150",
        paymentDate: day(40),
        hardshipReason: "ignored",
        settlementAmount: "10",
      }),
    );
    expect(status).toBe(201);
    expectCompleteLetter(body);
    expect(body.generatedContent).toContain(
      `paying $150.00 per month, starting on ${longDate(day(40))}, until the balance is paid in full`,
    );
    expect(body.generatedContent).toContain("in place of the current minimum payment of $126.00");
    expect(body.generatedContent).not.toContain("ignored");
    const row = await db.negotiationLetter.findUniqueOrThrow({ where: { id: body.id } });
    expect(row.userInputs).toEqual({
      creditorName: "Chase Bank",
      accountLast4: "1234",
      proposedPayment: "150.00",
      paymentDate: day(40),
    });
  });

  it("writes letters for a paid-off debt, but refuses a settlement of a zero balance", async () => {
    const { jar, userId } = await user();
    const debt = await createDebt(userId, { balance: "0.00", closed: true });
    expect((await generate(jar, letterRequest(debt.id, "hardship"))).status).toBe(201);
    const settlement = await generate(jar, letterRequest(debt.id, "settlement", { settlementAmount: "100" }));
    expect(settlement.status).toBe(400);
    expect(settlement.body.error?.issues).toEqual([
      { path: "userInputs.settlementAmount", message: "This debt has no balance left to settle" },
    ]);
  });

  it("answers 400 with the SPEC's messages for a blank form", async () => {
    const { jar, userId } = await user();
    const { status, body } = await generate(jar, {
      debtId: "",
      templateType: "",
      userInputs: { creditorName: " ", accountNumber: "" },
    });
    expect(status).toBe(400);
    expect(body.error?.issues).toEqual([
      { path: "debtId", message: "Please select a debt" },
      { path: "templateType", message: "Please select a template type" },
      { path: "userInputs.creditorName", message: "Creditor name is required" },
      { path: "userInputs.accountNumber", message: "Account number is required" },
    ]);
    const missing = await generate(jar, {});
    expect(missing.status).toBe(400);
    expect(missing.body.error?.issues?.map((i) => i.message)).toEqual([
      "Please select a debt",
      "Please select a template type",
      "Creditor name is required",
      "Account number is required",
    ]);
    expect(await db.negotiationLetter.count({ where: { userId } })).toBe(0);
  });

  it("refuses a full account number and anything else that carries one, storing nothing", async () => {
    const { jar, userId } = await user();
    const debt = await createDebt(userId);
    const full = await generate(jar, letterRequest(debt.id, "hardship", { accountNumber: FULL_CARD }));
    expect(full.status).toBe(400);
    expect(full.body.error?.issues).toEqual([
      { path: "userInputs.accountNumber", message: "Enter only the last 4 digits" },
    ]);

    for (const accountNumber of ["12345", "123", "12a4", "1234 "]) {
      const res = await generate(jar, letterRequest(debt.id, "hardship", { accountNumber }));
      // "1234 " is trimmed to four digits: the only one of these that is accepted.
      expect(res.status).toBe(accountNumber === "1234 " ? 201 : 400);
    }
    const inText = await generate(jar, letterRequest(debt.id, "hardship", { creditorName: `Chase ${FULL_CARD}` }));
    expect(inText.status).toBe(400);
    expect(inText.body.error?.issues?.[0]?.path).toBe("userInputs.creditorName");
    const spaced = await generate(
      jar,
      letterRequest(debt.id, "hardship", { hardshipReason: "my card 4111 2222 3333 4444 was closed" }),
    );
    expect(spaced.status).toBe(400);
    expect(spaced.body.error?.issues?.[0]?.path).toBe("userInputs.hardshipReason");

    const stored = await db.negotiationLetter.findMany({ where: { userId } });
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(FULL_CARD);
    const text = stored
      .map((s) => [s.creditorName, s.generatedContent, ...s.aiSuggestions, JSON.stringify(s.userInputs)].join("\n"))
      .join("\n");
    expect(text).not.toContain("4111");
    expect(stored[0]!.accountLast4).toBe("1234");
  });

  it.each([
    ["dots", "4111.2222.3333.4444"],
    ["slashes", "4111/2222/3333/4444"],
    ["double spaces", "4111  2222  3333  4444"],
    ["en dashes", "4111–2222–3333–4444"],
    ["full-width digits", "４１１１ ２２２２ ３３３３ ４４４４"],
    ["Arabic-Indic digits", "٤١١١ ٢٢٢٢ ٣٣٣٣ ٤٤٤٤"],
    ["zero-width spaces", "4111\u200B2222\u200B3333\u200B4444"],
    ["soft hyphens, word joiners and pipes", "4111\u00AD2222\u2060|3333 | 4444"],
  ])("refuses a card number written with %s in any free-text field", async (_how, card) => {
    const { jar, userId } = await user();
    const debt = await createDebt(userId);
    const inName = await generate(jar, letterRequest(debt.id, "hardship", { creditorName: `Chase ${card}` }));
    expect(inName.status).toBe(400);
    expect(inName.body.error?.issues?.[0]?.path).toBe("userInputs.creditorName");
    const inReason = await generate(
      jar,
      letterRequest(debt.id, "hardship", { hardshipReason: `my card ${card} was closed` }),
    );
    expect(inReason.status).toBe(400);
    expect(inReason.body.error?.issues?.[0]?.path).toBe("userInputs.hardshipReason");
    expect(await db.negotiationLetter.count({ where: { userId } })).toBe(0);
  });

  it.each([
    ["dots", "Visa 4111.2222.3333.4444", "Visa ••••.••••.••••.4444"],
    ["zero-width spaces", "Visa 4111\u200B2222\u200B3333\u200B4444", "Visa ••••••••••••4444"],
  ])(
    "writes the letter of a debt named after its full card number (%s), with the number masked",
    async (_how, name, masked) => {
      const { jar, userId } = await user();
      const debt = await createDebt(userId);
      await db.debt.update({ where: { id: debt.id }, data: { name } });
      const res = await generate(jar, letterRequest(debt.id, "hardship"));
      expect(res.status).toBe(201);
      const stored = await db.negotiationLetter.findFirstOrThrow({ where: { userId } });
      for (const text of [
        res.body.generatedContent,
        res.body.debtName ?? "",
        stored.generatedContent,
        ...stored.aiSuggestions,
      ]) {
        expect(text.replace(/\D/g, "")).not.toContain("41112222");
      }
      expect(res.body.debtName).toBe(masked);
    },
  );

  it("masks a full number in a letter stored before the stronger check, on the way out", async () => {
    const { jar, userId } = await user();
    const debt = await createDebt(userId);
    const letter = (await generate(jar, letterRequest(debt.id, "hardship"))).body;
    await db.negotiationLetter.update({
      where: { id: letter.id },
      data: { generatedContent: "Card 4111/2222/3333/4444 is closed.", response: "They quoted ٤١١١ ٢٢٢٢ ٣٣٣٣ ٤٤٤٤" },
    });
    const [listed] = (await list(jar)).body;
    expect(listed!.generatedContent).toBe("Card ••••/••••/••••/4444 is closed.");
    expect(listed!.response).toBe("They quoted •••• •••• •••• 4444");
  });

  it("requires an amount or a percentage for a settlement, below the balance", async () => {
    const { jar, userId } = await user();
    const debt = await createDebt(userId);
    const none = await generate(jar, letterRequest(debt.id, "settlement"));
    expect(none.status).toBe(400);
    expect(none.body.error?.issues).toEqual([
      { path: "userInputs.settlementAmount", message: "Enter a settlement amount or a percentage of the balance" },
    ]);
    const tooMuch = await generate(jar, letterRequest(debt.id, "settlement", { settlementAmount: "4200.00" }));
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error?.issues).toEqual([
      { path: "userInputs.settlementAmount", message: "A settlement offer must be less than the balance of $4,200.00" },
    ]);
    const badPercent = await generate(jar, letterRequest(debt.id, "settlement", { settlementPercentage: "120" }));
    expect(badPercent.status).toBe(400);
    expect(badPercent.body.error?.issues).toEqual([
      { path: "userInputs.settlementPercentage", message: "Enter a percentage from 1 to 100" },
    ]);
    expect(await db.negotiationLetter.count({ where: { userId } })).toBe(0);
  });

  it("requires the monthly payment for a payment plan, and a start date that is not in the past", async () => {
    const { jar, userId } = await user();
    const debt = await createDebt(userId);
    const none = await generate(jar, letterRequest(debt.id, "payment_plan", { paymentDate: day(30) }));
    expect(none.status).toBe(400);
    expect(none.body.error?.issues).toEqual([
      { path: "userInputs.proposedPayment", message: "Enter the monthly payment you can afford" },
    ]);
    const negative = await generate(jar, letterRequest(debt.id, "payment_plan", { proposedPayment: "-5" }));
    expect(negative.body.error?.issues).toEqual([
      { path: "userInputs.proposedPayment", message: "Must be a positive number" },
    ]);
    const past = await generate(
      jar,
      letterRequest(debt.id, "payment_plan", { proposedPayment: "100", paymentDate: day(-10) }),
    );
    expect(past.status).toBe(400);
    expect(past.body.error?.issues).toEqual([
      { path: "userInputs.paymentDate", message: "The start date cannot be in the past" },
    ]);
    expect(await db.negotiationLetter.count({ where: { userId } })).toBe(0);
  });

  it("answers 404 for another user's debt or an unknown one, storing nothing", async () => {
    const owner = await user();
    const debt = await createDebt(owner.userId);
    const other = await user("Olga");
    const res = await generate(other.jar, letterRequest(debt.id, "hardship"));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: "not_found", message: "Debt not found" } });
    expect((await generate(other.jar, letterRequest("no-such-debt", "hardship"))).status).toBe(404);
    expect(await db.negotiationLetter.count({ where: { OR: [{ userId: other.userId }, { debtId: debt.id }] } })).toBe(
      0,
    );
  });

  it("answers 429 past 20 letters an hour per user, before reading the body", async () => {
    const { jar, userId } = await user();
    const debt = await createDebt(userId);
    const key = generateLetterRateLimitKey(userId);
    try {
      for (let i = 0; i < GENERATE_LETTER_RATE_LIMIT.limit - 1; i++) await hit(key, GENERATE_LETTER_RATE_LIMIT);
      expect((await generate(jar, letterRequest(debt.id, "hardship"))).status).toBe(201); // the 20th
      const limited = await generate(jar, letterRequest(debt.id, "hardship"));
      expect(limited.status).toBe(429);
      expect(limited.body.error?.code).toBe("rate_limited");
      expect((await generate(jar, {})).status).toBe(429);
      expect(await db.negotiationLetter.count({ where: { userId } })).toBe(1);

      // Another user is not affected.
      const other = await user("Olga");
      const otherDebt = await createDebt(other.userId);
      expect((await generate(other.jar, letterRequest(otherDebt.id, "hardship"))).status).toBe(201);
    } finally {
      await reset(key);
    }
  });
});

describe("GET /api/negotiations", () => {
  it("lists only the user's letters, newest first", async () => {
    const a = await user();
    const b = await user("Olga");
    const debtA = await createDebt(a.userId);
    const debtB = await createDebt(b.userId);
    const older = (await generate(a.jar, letterRequest(debtA.id, "hardship"))).body;
    const newer = (await generate(a.jar, letterRequest(debtA.id, "payment_plan", { proposedPayment: "200" }))).body;
    const theirs = (await generate(b.jar, letterRequest(debtB.id, "settlement", { settlementPercentage: "40" }))).body;
    // Make the order unambiguous whatever the clock resolution.
    await db.negotiationLetter.update({
      where: { id: older.id },
      data: { createdAt: new Date(Date.now() - 3_600_000) },
    });

    const mine = await list(a.jar);
    expect(mine.status).toBe(200);
    expect(mine.body.map((l) => l.id)).toEqual([newer.id, older.id]);
    expect(mine.body[0]).toEqual(newer);
    const others = await list(b.jar);
    expect(others.body.map((l) => l.id)).toEqual([theirs.id]);

    const fresh = await user("Nina");
    expect((await list(fresh.jar)).body).toEqual([]);
  });

  it("keeps a letter whose debt was deleted, without the debt", async () => {
    const { jar, userId } = await user();
    const debt = await createDebt(userId);
    const letter = (await generate(jar, letterRequest(debt.id, "hardship"))).body;
    await db.debt.delete({ where: { id: debt.id } });
    const [listed] = (await list(jar)).body;
    expect(listed).toMatchObject({
      id: letter.id,
      debtId: null,
      debtName: null,
      generatedContent: letter.generatedContent,
    });
  });
});

describe("PUT /api/negotiations/{id}/status", () => {
  async function draft() {
    const owner = await user();
    const debt = await createDebt(owner.userId);
    const letter = (await generate(owner.jar, letterRequest(debt.id, "hardship"))).body;
    return { ...owner, letter };
  }

  it("moves draft -> sent -> responded (with the response) -> resolved, recording each time", async () => {
    const { jar, letter } = await draft();
    const sent = await setStatus(jar, letter.id, { status: "sent" });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      id: letter.id,
      status: "sent",
      response: null,
      respondedAt: null,
      resolvedAt: null,
    });
    expect(Date.parse(sent.body.sentAt!)).toBeGreaterThan(Date.now() - 60_000);

    const responded = await setStatus(jar, letter.id, {
      status: "responded",
      response: "  They offered a 6-month plan at 0% APR. ",
    });
    expect(responded.status).toBe(200);
    expect(responded.body).toMatchObject({
      status: "responded",
      response: "They offered a 6-month plan at 0% APR.",
      sentAt: sent.body.sentAt,
    });
    expect(responded.body.respondedAt).not.toBeNull();

    const resolved = await setStatus(jar, letter.id, { status: "resolved" });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({
      status: "resolved",
      response: "They offered a 6-month plan at 0% APR.",
      sentAt: sent.body.sentAt,
      respondedAt: responded.body.respondedAt,
    });
    expect(resolved.body.resolvedAt).not.toBeNull();
    expect((await list(jar)).body[0]).toEqual(resolved.body);
  });

  it("refuses a creditor's response that carries a full card number, however it is written", async () => {
    const { jar, letter } = await draft();
    const res = await setStatus(jar, letter.id, {
      status: "responded",
      response: "Your card 4111.2222.3333.4444 is settled",
    });
    expect(res.status).toBe(400);
    expect((await db.negotiationLetter.findUniqueOrThrow({ where: { id: letter.id } })).status).toBe("draft");
  });

  it("refuses a creditor's response whose card number is split by zero-width characters", async () => {
    const { jar, letter } = await draft();
    const res = await setStatus(jar, letter.id, {
      status: "responded",
      response: "Your card 4111\u200B2222\u200D3333\u200C4444 is settled",
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe("bad_request");
    const stored = await db.negotiationLetter.findUniqueOrThrow({ where: { id: letter.id } });
    expect(stored.status).toBe("draft");
    expect(stored.response).toBeNull();
  });

  it("refuses the same status, a step back and an unknown status with 400, changing nothing", async () => {
    const { jar, letter } = await draft();
    const sameDraft = await setStatus(jar, letter.id, { status: "draft" });
    expect(sameDraft.status).toBe(400);
    expect(sameDraft.body.error).toEqual({ code: "bad_request", message: "This letter is already marked as draft." });

    await setStatus(jar, letter.id, { status: "sent" });
    const same = await setStatus(jar, letter.id, { status: "sent" });
    expect(same.status).toBe(400);
    const back = await setStatus(jar, letter.id, { status: "draft" });
    expect(back.status).toBe(400);
    expect(back.body.error?.message).toBe(
      "A sent letter cannot be marked as draft: a letter only moves forward (draft, sent, responded, resolved).",
    );
    for (const status of ["archived", "", 3, null]) {
      const bad = await setStatus(jar, letter.id, { status });
      expect(bad.status).toBe(400);
      expect(bad.body.error?.message).toBe("status: Status must be one of: draft, sent, responded, resolved");
    }
    const row = await db.negotiationLetter.findUniqueOrThrow({ where: { id: letter.id } });
    expect(row.status).toBe("sent");
    expect(row.respondedAt).toBeNull();
  });

  it("marks the skipped steps too when a letter jumps ahead", async () => {
    const { jar, letter } = await draft();
    const { status, body } = await setStatus(jar, letter.id, { status: "resolved" });
    expect(status).toBe(200);
    expect(body.status).toBe("resolved");
    expect(body.sentAt).not.toBeNull();
    expect(body.sentAt).toBe(body.respondedAt);
    expect(body.respondedAt).toBe(body.resolvedAt);
    expect((await setStatus(jar, letter.id, { status: "responded" })).status).toBe(400);
  });

  it("answers 404 for another user's letter or an unknown id, changing nothing", async () => {
    const { letter } = await draft();
    const other = await user("Olga");
    const res = await setStatus(other.jar, letter.id, { status: "sent" });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: "not_found", message: "Letter not found" } });
    expect((await setStatus(other.jar, "no-such-letter", { status: "sent" })).status).toBe(404);
    expect((await db.negotiationLetter.findUniqueOrThrow({ where: { id: letter.id } })).status).toBe("draft");
  });
});

describe("a debt with a running promo below its regular rate", () => {
  it("the letter asks for no lower rate: it names the promo's end and the rate after it", async () => {
    const { jar, userId } = await user();
    const endsOn = day(200).slice(0, 7);
    const debt = await insertDebt({
      data: {
        userId,
        name: "Promo card",
        balance: "3000.00",
        originalBalance: "3000.00",
        interestRate: "24.990",
        minPayment: "90.00",
        promoRate: "0.000",
        promoEndsOn: endsOn,
      },
    });
    const { status, body } = await generate(jar, letterRequest(debt.id, "hardship", { proposedPayment: "120" }));
    expect(status).toBe(201);
    expect(asksForLowerRate(body.generatedContent)).toBe(false);
    expect(body.generatedContent).toContain(`a promotional 0% through ${monthLabel(endsOn)}, then 24.99%`);
    expect(body.aiSuggestions.join(" ")).toContain(`lasts through ${monthLabel(endsOn)}, when the rate goes to 24.99%`);

    // The same card without its promo: the letter asks for a lower rate, as it always did.
    await db.debt.update({ where: { id: debt.id }, data: { promoRate: null, promoEndsOn: null, promoStartsOn: null } });
    const plain = await generate(jar, letterRequest(debt.id, "hardship", { proposedPayment: "120" }));
    expect(asksForLowerRate(plain.body.generatedContent)).toBe(true);
  });
});
