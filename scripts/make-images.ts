/**
 * `npm run images`: renders the site's PNG images from HTML/SVG designs with
 * Chromium and writes them to public/: the social preview of each section
 * (1200x630), the apple-touch icon (180x180) and the web app icons (192, 512).
 * The PNGs are committed, so building the site needs no browser; run this
 * again after changing a design or a section's text.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '#tests/chromium.ts';
import { socialSections } from '#app/lib/social.ts';

const publicDir = path.resolve(import.meta.dirname, '../public');
mkdirSync(path.join(publicDir, 'og'), { recursive: true });

const mark = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}"><rect width="32" height="32" rx="8" fill="#2548eb"/><path d="M16 16 9 9m7 7 7-7m-7 7v8" stroke="#fff" stroke-width="2.2" stroke-linecap="round"/><circle cx="16" cy="16" r="3.6" fill="#fff"/><circle cx="9" cy="9" r="2.4" fill="#bfd4fe"/><circle cx="23" cy="9" r="2.4" fill="#bfd4fe"/><circle cx="16" cy="24" r="2.4" fill="#bfd4fe"/></svg>`;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function socialCard(eyebrow: string, title: string, line: string): string {
  return `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:72px 80px;display:flex;flex-direction:column;justify-content:space-between;
  background:linear-gradient(135deg,#eef4ff 0%,#ffffff 55%,#dbe7fe 100%);font-family:'DejaVu Sans','Liberation Sans',Arial,sans-serif;color:#0f172a">
  <div style="display:flex;align-items:center;gap:20px">${mark(64)}<span style="font-size:40px;font-weight:700;letter-spacing:-0.5px">VendorHub</span></div>
  <div>
    <div style="font-size:26px;font-weight:700;color:#1d37d8;text-transform:uppercase;letter-spacing:2px">${escape(eyebrow)}</div>
    <div style="margin-top:18px;font-size:64px;font-weight:700;line-height:1.1;letter-spacing:-1px;max-width:980px">${escape(title)}</div>
  </div>
  <div style="font-size:28px;color:#334155">${escape(line)}</div>
</div></body></html>`;
}

function icon(size: number, padding: number): string {
  return `<!doctype html><html><body style="margin:0;background:#2548eb">
<div style="width:${size}px;height:${size}px;display:flex;align-items:center;justify-content:center;background:#2548eb">${mark(size - padding * 2).replace('rx="8"', 'rx="0"')}</div></body></html>`;
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const shoot = async (html: string, width: number, height: number, file: string) => {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(html);
  await page.screenshot({ path: path.join(publicDir, file), clip: { x: 0, y: 0, width, height } });
  await page.close();
  console.log(`wrote public/${file}`);
};

for (const section of socialSections) {
  await shoot(
    socialCard(section.eyebrow, section.title, section.line),
    1200,
    630,
    `og/${section.id}.png`,
  );
}
await shoot(icon(180, 24), 180, 180, 'apple-touch-icon.png');
await shoot(icon(192, 24), 192, 192, 'icon-192.png');
// Maskable: the mark stays inside the safe zone (the middle 80%).
await shoot(icon(512, 96), 512, 512, 'icon-512.png');
await browser.close();
