import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import manifest from "@/app/manifest";
import { drawIcon, ICONS } from "@/scripts/icons";

// The installable app (docs/product-rules.md "Installing the app"): the manifest's fields, and icons that are what
// scripts/icons.ts draws from app/icon.svg today (so nobody hand-edits one, and a changed logo changes all).

const root = path.resolve(__dirname, "..", "..");

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("the web app manifest", () => {
  const m = manifest();

  it("installs as a standalone app that opens on the dashboard", () => {
    expect(m).toMatchObject({
      name: "DebtWise",
      short_name: "DebtWise",
      start_url: "/dashboard",
      display: "standalone",
      theme_color: "#2447d6",
    });
  });

  it("lists 192 and 512 icons and a maskable one, each a file of its stated size", () => {
    const icons = m.icons ?? [];
    expect(icons.map((i) => [i.sizes, i.purpose])).toEqual([
      ["192x192", "any"],
      ["512x512", "any"],
      ["512x512", "maskable"],
    ]);
    for (const icon of icons) {
      const file = path.join(root, "public", icon.src);
      expect(existsSync(file)).toBe(true);
      const { width, height } = pngSize(readFileSync(file));
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });
});

describe("the icons", () => {
  it.each(ICONS.map((icon) => [icon.file, icon] as const))("%s is what app/icon.svg draws", async (_file, icon) => {
    const committed = readFileSync(path.join(root, icon.file));
    expect(pngSize(committed)).toEqual({ width: icon.size, height: icon.size });
    expect((await drawIcon(icon)).equals(committed)).toBe(true);
  });
});
