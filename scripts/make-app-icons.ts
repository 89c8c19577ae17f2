// Draws the app's PNG icons from public/icons/strikeline.svg with Debian's Chromium:
// `npx tsx scripts/make-app-icons.ts`. Run again when the mark changes; the PNGs are committed.
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const SOURCE = "public/icons/strikeline.svg";
const mark = readFileSync(SOURCE, "utf8");

// A maskable icon is cropped to a platform's shape (a circle, a squircle): full-bleed colour,
// with the mark inside the central 80 % safe zone (w3.org/TR/appmanifest, "maskable").
const maskable = mark
  .replace('rx="16"', "")
  .replace(
    /(<path[\s\S]*<\/svg>)/,
    '<g transform="translate(32 32) scale(0.72) translate(-32 -32)">$1',
  )
  .replace("</svg>", "</g></svg>");

const ICONS = [
  { file: "public/icons/icon-192.png", size: 192, svg: mark },
  { file: "public/icons/icon-512.png", size: 512, svg: mark },
  { file: "public/icons/icon-maskable-512.png", size: 512, svg: maskable },
  { file: "public/icons/apple-touch-icon.png", size: 180, svg: maskable },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
    await page.setContent(
      `<body style="margin:0;background:transparent"><img src="${src}" width="${size}" height="${size}" style="display:block"></body>`,
    );
    await page.screenshot({ path: file, omitBackground: true });
    await page.close();
    console.log(`${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
