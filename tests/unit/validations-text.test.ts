import { isSingleLine, toSingleLine } from "@/lib/validations/text";

describe("single-line text", () => {
  it.each(["Ana", "José Núñez", "O'Brien-Smith", "李小龙", "Chase Sapphire ✨"])("accepts %s", (value) => {
    expect(isSingleLine(value)).toBe(true);
  });

  it.each(["Ana\r\nBcc: x@evil.example", "a\tb", "a\u0000b", "a\u0085b", "a\u2028b", "evil\u202Efdp.exe"])(
    "refuses %j",
    (value) => {
      expect(isSingleLine(value)).toBe(false);
    },
  );

  it("turns control-character runs into one space", () => {
    expect(toSingleLine("Ana\r\n\r\nBcc: x")).toBe("Ana Bcc: x");
    expect(toSingleLine("\tAna\u202E ")).toBe("Ana");
  });
});
