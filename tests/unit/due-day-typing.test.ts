import { typeDueDayDigit } from "@/app/(app)/dashboard/_components/due-day-typing";

function typeAll(keys: string) {
  let state = { buffer: "", day: null as number | null, complete: false };
  for (const key of keys) state = typeDueDayDigit(state.buffer, key);
  return state;
}

describe("typing a due day on the closed list", () => {
  it("waits after 1 or 2, which a second digit can continue", () => {
    expect(typeDueDayDigit("", "1")).toEqual({ buffer: "1", day: 1, complete: false });
    expect(typeDueDayDigit("", "2")).toEqual({ buffer: "2", day: 2, complete: false });
  });

  it("names a day 3-9 at once, since no second digit can follow", () => {
    expect(typeDueDayDigit("", "3")).toEqual({ buffer: "", day: 3, complete: true });
    expect(typeDueDayDigit("", "9")).toEqual({ buffer: "", day: 9, complete: true });
  });

  it("completes two-digit days up to the 28th", () => {
    expect(typeAll("10")).toEqual({ buffer: "", day: 10, complete: true });
    expect(typeAll("25")).toEqual({ buffer: "", day: 25, complete: true });
    expect(typeAll("28")).toEqual({ buffer: "", day: 28, complete: true });
  });

  it("starts again when the second digit would pass the 28th", () => {
    expect(typeAll("29")).toEqual({ buffer: "", day: 9, complete: true });
    expect(typeAll("21")).toEqual({ buffer: "", day: 21, complete: true });
  });

  it("names no day for a lone 0, and 0 after nothing keeps nothing", () => {
    expect(typeDueDayDigit("", "0")).toEqual({ buffer: "", day: null, complete: false });
    expect(typeAll("00")).toEqual({ buffer: "", day: null, complete: false });
  });
});
