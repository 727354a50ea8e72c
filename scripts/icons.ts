/**
 * Draws the installable app's icons from the one source, app/icon.svg (docs/product-rules.md "Installing the app"):
 *
 *   npm run icons    writes public/icons/*.png and app/apple-icon.png
 *
 * tests/unit/app-manifest.test.ts fails when a committed icon differs from what the source draws now.
 * "any" icons keep the rounded square as drawn. The maskable icon and the Apple touch icon are full-bleed squares
 * (the launcher or iOS cuts its own shape) with the mark inside the maskable safe zone (the central 80 %).
 * sharp comes with Next.js (its image optimisation), so this adds no dependency.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(__dirname, "..");
const source = readFileSync(path.join(root, "app", "icon.svg"), "utf8");

/** The mark alone (the source's drawing without its rounded background), on a full square of the brand colour. */
function fullBleed(): string {
  const background = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(source)?.[1];
  const mark = source
    .replace(/<svg[^>]*>/, "")
    .replace(/<\/svg>\s*$/, "")
    .replace(/<rect[^>]*\/>/, "");
  if (!background || mark === source) throw new Error("app/icon.svg is not the rounded square with a mark it was");
  // Scaled by 0.8 about the centre, the mark's farthest corner is 8 of the 32 units from the centre: well inside the
  // safe zone's circle (a radius of 40 % of the canvas, 12.8 units).
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/><g transform="translate(16 16) scale(0.8) translate(-16 -16)">${mark}</g></svg>`;
}

export const ICONS = [
  { file: "public/icons/icon-192.png", size: 192, svg: () => source },
  { file: "public/icons/icon-512.png", size: 512, svg: () => source },
  { file: "public/icons/maskable-512.png", size: 512, svg: fullBleed },
  { file: "app/apple-icon.png", size: 180, svg: fullBleed },
] as const;

/** One icon's PNG bytes, as this script draws them. */
export function drawIcon(icon: (typeof ICONS)[number]): Promise<Buffer> {
  return sharp(Buffer.from(icon.svg()), { density: 72 * (icon.size / 32) })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

async function main() {
  for (const icon of ICONS) {
    writeFileSync(path.join(root, icon.file), await drawIcon(icon));
    console.log(`${icon.file} (${icon.size}x${icon.size})`);
  }
}

if (require.main === module) void main();
