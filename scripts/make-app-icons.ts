import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Draws the installed app's icons from frontend/public/favicon.svg: 192 and 512 px as the favicon
 * is, and a maskable 512 px one whose shield sits well inside the middle 80 % a launcher keeps
 * (the rest is cut to a circle or a rounded square), also used as the iOS home-screen icon. Run once when the favicon changes
 * (`npx tsx scripts/make-app-icons.ts`); the PNGs are committed.
 */
const publicDir = path.join(import.meta.dirname, '..', 'frontend', 'public');
const BRAND = '#c2410c';

const favicon = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8');
// The favicon's glyph is drawn on a 32 x 32 grid: keep its paths, drop its rounded background.
const glyph = favicon
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<rect[^>]*\/>/, '');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(3.2 3.2) scale(0.8)">${glyph}</g></svg>`;

const render = (svg: string, size: number, name: string) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, name));

await Promise.all([
  render(favicon, 192, 'icon-192.png'),
  render(favicon, 512, 'icon-512.png'),
  render(maskable, 512, 'icon-maskable-512.png'),
  // iOS ignores the manifest's icons and fills transparent corners with black: a full square.
  render(maskable, 180, 'apple-touch-icon.png'),
]);
