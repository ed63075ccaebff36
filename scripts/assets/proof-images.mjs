// Render the avatars of the client testimonials (src/content/proof/testimonials.ts) that have a
// `headshot_url`, to public/ at that path (public/proof-media/headshots/{id}.webp): drawn at
// 320x320 and saved at 128x128 (twice the largest avatar, 64 CSS pixels), as WebP.
// Each is an abstract illustration, not a photograph and not a likeness: a soft two-tone
// background and a faceless head-and-shoulders figure. Background, clothing, skin tone, hair
// shape and hair colour come from a seed made of the person's id; where two people would get
// the same hair shape, skin tone, hair colour or clothing, the later one in the list takes the
// next unused one, so the pictures differ. Drawn as SVG and photographed by Chromium. The images are
// committed; run again after changing the testimonials:
//   npx tsx scripts/assets/proof-images.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { testimonials } from '../../src/content/proof/testimonials.ts';
import { screenshotWebp } from './webp.mjs';

const S = 320;
/** The saved size: the avatar's largest size (64 CSS pixels) at twice the density. */
const saved = 128;
const quality = 0.82;

/** A small deterministic random sequence from a string (FNV-1a, then mulberry32). */
function seeded(text) {
  let state = [...text].reduce(
    (hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0,
    2166136261,
  );
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** The seeded choice from `list`, or the next one not in `used` while any is left. */
function pickDistinct(list, random, used) {
  const start = Math.floor(random() * list.length);
  for (let step = 0; step < list.length; step += 1) {
    const item = list[(start + step) % list.length];
    if (!used.has(item)) {
      used.add(item);
      return item;
    }
  }
  return list[start];
}

/** A broad range of skin tones, light to deep. */
const skinTones = [
  '#f5d6c0',
  '#ecc09e',
  '#dea982',
  '#c98f67',
  '#ad744d',
  '#8f5b3b',
  '#74462d',
  '#583422',
];

const hairColours = ['#1d1917', '#3a2a20', '#5b3a25', '#80462a', '#a9773f', '#cfae73', '#94918d'];

/** Muted clothing colours. */
const clothingColours = [
  '#2f3e5c',
  '#3d4a52',
  '#2f6a66',
  '#6e2f3f',
  '#9a7433',
  '#4f6137',
  '#5a4a7a',
  '#7a4b35',
];

// The figure: the head's centre and radii; neck and shoulders hang from them.
const cx = S / 2;
const cy = 142;
const rx = 56;
const ry = 66;
const top = cy - ry;

/** Hair drawn behind the head (`back`) and over it (`front`), by style. */
const hairStyles = {
  /** Short, swept to one side. */
  short: (colour) => ({
    back: '',
    front: `<path d="M${cx - rx - 3} ${cy + 2} C${cx - rx - 6} ${top - 22} ${cx + rx + 6} ${top - 22} ${cx + rx + 3} ${cy + 2} C${cx + rx - 4} ${cy - 32} ${cx + 12} ${cy - 46} ${cx - 18} ${cy - 40} C${cx - 38} ${cy - 36} ${cx - rx + 4} ${cy - 26} ${cx - rx - 3} ${cy + 2} Z" fill="${colour}"/>`,
  }),
  /** Long and straight, parted in the middle, over the shoulders. */
  long: (colour) => ({
    back: `<path d="M${cx - rx - 10} ${cy - 6} C${cx - rx - 14} ${top - 26} ${cx + rx + 14} ${top - 26} ${cx + rx + 10} ${cy - 6} L${cx + rx + 16} ${cy + 108} Q${cx} ${cy + 124} ${cx - rx - 16} ${cy + 108} Z" fill="${colour}"/>`,
    front: `<path d="M${cx - rx - 5} ${cy + 16} C${cx - rx - 8} ${top - 22} ${cx + rx + 8} ${top - 22} ${cx + rx + 5} ${cy + 16} C${cx + rx - 2} ${cy - 20} ${cx + 24} ${cy - 42} ${cx} ${cy - 33} C${cx - 24} ${cy - 42} ${cx - rx + 2} ${cy - 20} ${cx - rx - 5} ${cy + 16} Z" fill="${colour}"/>`,
  }),
  /** A chin-length bob with a straight fringe. */
  bob: (colour) => ({
    back: `<path d="M${cx - rx - 12} ${cy} C${cx - rx - 16} ${top - 28} ${cx + rx + 16} ${top - 28} ${cx + rx + 12} ${cy} L${cx + rx + 12} ${cy + 50} Q${cx + rx + 6} ${cy + 64} ${cx + rx - 12} ${cy + 58} L${cx - rx + 12} ${cy + 58} Q${cx - rx - 6} ${cy + 64} ${cx - rx - 12} ${cy + 50} Z" fill="${colour}"/>`,
    front: `<path d="M${cx - rx - 4} ${cy + 10} C${cx - rx - 6} ${top - 22} ${cx + rx + 6} ${top - 22} ${cx + rx + 4} ${cy + 10} L${cx + rx - 6} ${cy - 24} Q${cx} ${cy - 32} ${cx - rx + 6} ${cy - 24} Z" fill="${colour}"/>`,
  }),
  /** Pulled back into a bun on top. */
  bun: (colour) => ({
    back: `<circle cx="${cx}" cy="${top - 12}" r="28" fill="${colour}"/>`,
    front: `<path d="M${cx - rx - 2} ${cy + 2} C${cx - rx - 5} ${top - 20} ${cx + rx + 5} ${top - 20} ${cx + rx + 2} ${cy + 2} C${cx + rx - 8} ${cy - 34} ${cx + 22} ${cy - 46} ${cx} ${cy - 46} C${cx - 22} ${cy - 46} ${cx - rx + 8} ${cy - 34} ${cx - rx - 2} ${cy + 2} Z" fill="${colour}"/>`,
  }),
  /** Full and curly, framing the head. */
  curly: (colour, random) => {
    const curls = Array.from({ length: 15 }, (_, i) => {
      const angle = Math.PI * (0.92 + (i / 14) * 1.16);
      const x = cx + Math.cos(angle) * (rx + 6);
      const y = cy - 4 + Math.sin(angle) * (ry + 4);
      const r = 18 + random() * 6;
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${colour}"/>`;
    }).join('');
    return {
      back: curls,
      front: `<path d="M${cx - rx - 2} ${cy - 2} C${cx - rx - 4} ${top - 18} ${cx + rx + 4} ${top - 18} ${cx + rx + 2} ${cy - 2} C${cx + rx - 12} ${cy - 34} ${cx - rx + 12} ${cy - 34} ${cx - rx - 2} ${cy - 2} Z" fill="${colour}"/>`,
    };
  },
  /** Close-cropped, following the head. */
  cropped: (colour) => ({
    back: '',
    front: `<path d="M${cx - rx} ${cy - 6} C${cx - rx - 2} ${top - 19} ${cx + rx + 2} ${top - 19} ${cx + rx} ${cy - 6} C${cx + rx - 8} ${top + 16} ${cx - rx + 8} ${top + 16} ${cx - rx} ${cy - 6} Z" fill="${colour}"/>`,
  }),
};

/** A darker (amount < 0) or lighter (amount > 0) version of a hex colour. */
function shade(hex, amount) {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const mixed = channels.map((c) =>
    Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount),
  );
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** The SVG of one person; `used` holds the choices already taken by earlier people. */
function avatarSvg(id, used) {
  const random = seeded(id);
  const hue = Math.round(random() * 360);
  const skin = pickDistinct(skinTones, random, used.skin);
  const hairColour = pickDistinct(hairColours, random, used.hairColour);
  const style = pickDistinct(Object.keys(hairStyles), random, used.style);
  const clothing = pickDistinct(clothingColours, random, used.clothing);
  const collar = shade(clothing, 0.85);
  const hair = hairStyles[style](hairColour, random);
  const shadow = shade(skin, -0.16);
  const wave = 170 + Math.round(random() * 50);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${S} ${S}" width="${S}" height="${S}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 46% 84%)"/><stop offset="1" stop-color="hsl(${hue} 42% 76%)"/></linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.4" r="0.55"><stop offset="0" stop-color="#ffffff" stop-opacity="0.3"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${S}" height="${S}" fill="url(#bg)"/>
  <path d="M0 ${wave} C${S * 0.3} ${wave - 40} ${S * 0.7} ${wave + 40} ${S} ${wave - 10} L${S} ${S} L0 ${S} Z" fill="hsl(${(hue + 24) % 360} 38% 66%)" opacity="0.55"/>
  <rect width="${S}" height="${S}" fill="url(#glow)"/>
  ${hair.back}
  <rect x="${cx - 24}" y="${cy + 36}" width="48" height="70" rx="20" fill="${shadow}"/>
  <path d="M${cx - 134} ${S + 4} C${cx - 132} ${cy + 118} ${cx - 96} ${cy + 84} ${cx} ${cy + 84} C${cx + 96} ${cy + 84} ${cx + 132} ${cy + 118} ${cx + 134} ${S + 4} Z" fill="${clothing}"/>
  <path d="M${cx - 32} ${cy + 86} L${cx} ${cy + 126} L${cx + 32} ${cy + 86} Z" fill="${collar}"/>
  <path d="M${cx - 24} ${cy + 85} L${cx} ${cy + 114} L${cx + 24} ${cy + 85} Z" fill="${shadow}"/>
  <ellipse cx="${cx - rx + 1}" cy="${cy + 8}" rx="10" ry="14" fill="${shadow}"/>
  <ellipse cx="${cx + rx - 1}" cy="${cy + 8}" rx="10" ry="14" fill="${shadow}"/>
  <ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${skin}" stroke="${shadow}" stroke-opacity="0.35" stroke-width="2"/>
  ${hair.front}
</svg>`;
}

const people = testimonials.filter((testimonial) => testimonial.headshot_url);
const used = { skin: new Set(), hairColour: new Set(), style: new Set(), clothing: new Set() };
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
const page = await browser.newPage({ viewport: { width: S, height: S }, deviceScaleFactor: 1 });
for (const person of people) {
  const path = join('public', person.headshot_url);
  mkdirSync(dirname(path), { recursive: true });
  await page.setContent(
    `<!DOCTYPE html><html><body style="margin:0">${avatarSvg(person.id, used)}</body></html>`,
  );
  writeFileSync(path, await screenshotWebp(page, { width: saved, height: saved, quality }));
}
await browser.close();
console.log(`proof-images: ${people.length} avatars in public/proof-media/headshots`);
