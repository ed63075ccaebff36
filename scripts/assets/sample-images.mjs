// Render the featured images of the bundled Insights sample content (src/content/insights/sample)
// to public/sample-media/ as WebP: `{slug}.webp` at 1600x900 and the sizes WordPress would
// generate (`{slug}-1024x576.webp`, `-768x432`, `-300x169`). Each picture is drawn from the
// post's `art` (bars, a line, rings, a grid or waves in the post's accent colour) as SVG and
// photographed by Chromium (scripts/assets/webp.mjs). The images are committed; run again after
// changing the sample posts:
//   npx tsx scripts/assets/sample-images.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { samplePosts } from '../../src/content/insights/sample/posts.ts';
import { screenshotWebp } from './webp.mjs';

const outDir = 'public/sample-media';
const sizes = [
  { width: 1600, height: 900, suffix: '' },
  { width: 1024, height: 576, suffix: '-1024x576' },
  { width: 768, height: 432, suffix: '-768x432' },
  { width: 300, height: 169, suffix: '-300x169' },
];

const W = 1600;
const H = 900;

/** A small deterministic random sequence from a string, so a picture never changes by itself. */
function seeded(text) {
  let state = [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function bars(values, accent) {
  const max = Math.max(...values, 1);
  const gap = 24;
  const width = (W - 320 - gap * (values.length - 1)) / values.length;
  return values
    .map((value, index) => {
      const height = (value / max) * 520;
      const x = 160 + index * (width + gap);
      const opacity = 0.45 + (0.55 * (index + 1)) / values.length;
      return `<rect x="${x}" y="${740 - height}" width="${width}" height="${height}" rx="10" fill="${accent}" opacity="${opacity.toFixed(2)}"/>`;
    })
    .join('');
}

function line(values, accent) {
  const max = Math.max(...values, 1);
  const min = Math.min(...values, 0);
  const points = values.map((value, index) => {
    const x = 140 + (index * (W - 280)) / Math.max(values.length - 1, 1);
    const y = 740 - ((value - min) / (max - min || 1)) * 520;
    return [x, y];
  });
  const path = points
    .map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`)
    .join(' ');
  const area = `${path} L${points.at(-1)[0]} 740 L${points[0][0]} 740 Z`;
  const dots = points
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="9" fill="#0b1220" stroke="${accent}" stroke-width="5"/>`,
    )
    .join('');
  return `<path d="${area}" fill="${accent}" opacity="0.18"/><path d="${path}" fill="none" stroke="${accent}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"/>${dots}`;
}

function rings(count, accent) {
  const circles = Array.from({ length: count }, (_, i) => {
    const r = 60 + i * (380 / Math.max(count, 1));
    return `<circle cx="${W * 0.62}" cy="${H * 0.5}" r="${r}" fill="none" stroke="${accent}" stroke-width="${10 - i}" opacity="${(1 - i / (count + 1)).toFixed(2)}"/>`;
  });
  return `${circles.join('')}<circle cx="${W * 0.62}" cy="${H * 0.5}" r="36" fill="${accent}"/>`;
}

function grid(filled, accent) {
  const cols = 10;
  const rows = 5;
  const cell = 96;
  const gap = 18;
  const x0 = (W - cols * cell - (cols - 1) * gap) / 2;
  const y0 = (H - rows * cell - (rows - 1) * gap) / 2;
  const on = new Set(filled);
  return Array.from({ length: cols * rows }, (_, i) => {
    const x = x0 + (i % cols) * (cell + gap);
    const y = y0 + Math.floor(i / cols) * (cell + gap);
    return on.has(i)
      ? `<rect x="${x}" y="${y}" width="${cell}" height="${cell}" rx="14" fill="${accent}"/>`
      : `<rect x="${x}" y="${y}" width="${cell}" height="${cell}" rx="14" fill="none" stroke="#ffffff" stroke-opacity="0.16" stroke-width="3"/>`;
  }).join('');
}

function waves(accent, random) {
  return Array.from({ length: 6 }, (_, layer) => {
    const amplitude = 40 + random() * 70;
    const period = 380 + random() * 300;
    const phase = random() * Math.PI * 2;
    const base = 300 + layer * 80;
    let d = `M0 ${base}`;
    for (let x = 0; x <= W; x += 20) {
      d += ` L${x} ${(base + Math.sin((x / period) * Math.PI * 2 + phase) * amplitude).toFixed(1)}`;
    }
    return `<path d="${d} L${W} ${H} L0 ${H} Z" fill="${accent}" opacity="${(0.1 + layer * 0.08).toFixed(2)}"/>`;
  }).join('');
}

function svg(image) {
  const { art } = image;
  const random = seeded(image.slug);
  const shapes =
    art.kind === 'bars'
      ? bars(art.values, art.accent)
      : art.kind === 'line'
        ? line(art.values, art.accent)
        : art.kind === 'rings'
          ? rings(art.count, art.accent)
          : art.kind === 'grid'
            ? grid(art.filled, art.accent)
            : waves(art.accent, random);
  const glowX = Math.round(200 + random() * 1200);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice" width="100%" height="100%">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1220"/><stop offset="1" stop-color="#17233b"/></linearGradient>
    <radialGradient id="glow" cx="${glowX}" cy="160" r="700" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${art.accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${art.accent}" stop-opacity="0"/></radialGradient>
    <pattern id="dots" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="#ffffff" fill-opacity="0.06"/></pattern>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect width="${W}" height="${H}" fill="url(#dots)"/>
  <rect width="${W}" height="${H}" fill="url(#glow)"/>
  ${shapes}
</svg>`;
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
const page = await browser.newPage();
let written = 0;
for (const post of samplePosts) {
  if (!post.image) continue;
  const markup = `<!DOCTYPE html><html><body style="margin:0;background:#0b1220">${svg(post.image)}</body></html>`;
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.setContent(markup);
    writeFileSync(
      join(outDir, `${post.image.slug}${size.suffix}.webp`),
      await screenshotWebp(page, { quality: 0.78 }),
    );
    written += 1;
  }
}
await browser.close();
console.log(`sample-images: ${written} images in ${outDir}`);
