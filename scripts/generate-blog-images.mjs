#!/usr/bin/env node
/**
 * Generates one abstract hero image per blog article: public/blog/<id>.webp, 1200x630.
 *
 * - Reads the article ids and their category from src/features/blog/content/articles/<category>.ts
 *   (each file calls defineArticles('<category>', [...]) and lists `id: '<slug>'` entries).
 * - One colour family per category (deep blue / teal), composition varied per article by a
 *   deterministic pseudo-random generator seeded with the article id, so re-runs give identical
 *   images. No text is drawn.
 * - Requires ImageMagick with WebP support (`magick` or `convert`).
 *
 * Usage: node scripts/generate-blog-images.mjs [--only <id>] [--check]
 *   --check  only verify that every article has an image; exit 1 otherwise.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const articlesDir = join(root, 'src/features/blog/content/articles');
const outDir = join(root, 'public/blog');
const WIDTH = 1200;
const HEIGHT = 630;

/** Colour families: background gradient (from, to), a mid tone, two accents and an optional glow colour (default: first accent). */
const palettes = {
  'selling-a-business': {
    from: '#0b1f3a',
    to: '#0f766e',
    mid: '#155e75',
    accents: ['#5eead4', '#e0f2fe'],
  },
  'buying-a-business': {
    from: '#0a1a4a',
    to: '#0e7490',
    mid: '#1d4ed8',
    accents: ['#67e8f9', '#dbeafe'],
  },
  valuation: { from: '#1e1b4b', to: '#0d9488', mid: '#3730a3', accents: ['#2dd4bf', '#c7d2fe'] },
  'due-diligence': {
    from: '#1e293b',
    to: '#047857',
    mid: '#334155',
    accents: ['#6ee7b7', '#cbd5e1'],
  },
  'deal-types': { from: '#020b2d', to: '#0891b2', mid: '#0c4a6e', accents: ['#a5f3fc', '#38bdf8'] },
  financing: { from: '#083344', to: '#0369a1', mid: '#155e75', accents: ['#7dd3fc', '#e0f2fe'] },
  'legal-and-tax': {
    from: '#0a1128',
    to: '#3b5b8c',
    mid: '#1e3a5f',
    accents: ['#93c5fd', '#e2e8f0'],
  },
  succession: {
    from: '#042f2e',
    to: '#115e59',
    mid: '#134e4a',
    accents: ['#fcd9a8', '#99f6e4'],
    glow: '#2dd4bf',
  },
  'ip-and-patents': {
    from: '#172554',
    to: '#0f766e',
    mid: '#1e40af',
    accents: ['#86efac', '#bfdbfe'],
  },
  esg: { from: '#022c22', to: '#0f766e', mid: '#065f46', accents: ['#bef264', '#a7f3d0'] },
  'industry-focus': {
    from: '#0c1e5b',
    to: '#0e7490',
    mid: '#1e3a8a',
    accents: ['#5eead4', '#fde68a'],
  },
};

function parseArticles() {
  const result = [];
  const files = readdirSync(articlesDir).filter(
    (name) => name.endsWith('.ts') && name !== 'define.ts',
  );
  for (const file of files.sort()) {
    const source = readFileSync(join(articlesDir, file), 'utf8');
    const categoryMatch = source.match(/defineArticles\(\s*'([a-z0-9-]+)'/);
    if (!categoryMatch) throw new Error(`${file}: no defineArticles('<category>', ...) call found`);
    const category = categoryMatch[1];
    if (!palettes[category]) throw new Error(`${file}: no palette for category "${category}"`);
    for (const match of source.matchAll(/^\s*id: '([a-z0-9-]+)',\s*$/gm)) {
      result.push({ id: match[1], category });
    }
  }
  const ids = result.map((article) => article.id);
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
  if (duplicate) throw new Error(`Duplicate article id: ${duplicate}`);
  return result;
}

/** FNV-1a hash of the id, used as the seed of a small deterministic PRNG (mulberry32). */
function seededRandom(text) {
  let seed = 2166136261;
  for (let i = 0; i < text.length; i++) {
    seed ^= text.charCodeAt(i);
    seed = Math.imul(seed, 16777619);
  }
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hexToRgba(hex, alpha) {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255},${(value >> 8) & 255},${value & 255},${alpha.toFixed(2)})`;
}

const round = (n) => Math.round(n);

/** Draw primitives for one article; returns ImageMagick -draw arguments (with fill/stroke settings). */
function composition(rand, palette) {
  const between = (min, max) => min + rand() * (max - min);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const ops = [];
  const fill = (hex, alpha) => ops.push('-stroke', 'none', '-fill', hexToRgba(hex, alpha));
  const outline = (hex, alpha, width) =>
    ops.push('-fill', 'none', '-stroke', hexToRgba(hex, alpha), '-strokewidth', String(width));
  const circle = (cx, cy, r) =>
    ops.push('-draw', `circle ${round(cx)},${round(cy)} ${round(cx + r)},${round(cy)}`);
  const polygon = (points) =>
    ops.push('-draw', `polygon ${points.map(([x, y]) => `${round(x)},${round(y)}`).join(' ')}`);
  const line = (x1, y1, x2, y2) =>
    ops.push('-draw', `line ${round(x1)},${round(y1)} ${round(x2)},${round(y2)}`);

  const motif = Math.floor(rand() * 4);
  const [accentA, accentB] = palette.accents;

  if (motif === 0) {
    // Concentric rings around an off-centre point, with a filled core.
    const cx = between(0.55, 0.85) * WIDTH;
    const cy = between(0.25, 0.75) * HEIGHT;
    fill(accentA, 0.18);
    circle(cx, cy, between(60, 110));
    const rings = 5 + Math.floor(rand() * 4);
    for (let i = 1; i <= rings; i++) {
      outline(i % 2 ? accentA : accentB, 0.5 - i * 0.04, i % 3 === 0 ? 6 : 2);
      circle(cx, cy, 90 + i * between(45, 60));
    }
  } else if (motif === 1) {
    // Overlapping translucent discs of varying size.
    const count = 5 + Math.floor(rand() * 4);
    for (let i = 0; i < count; i++) {
      fill(pick([accentA, accentB, palette.mid]), between(0.12, 0.3));
      circle(between(0.3, 1.0) * WIDTH, between(-0.1, 1.1) * HEIGHT, between(70, 240));
    }
    outline(accentB, 0.45, 2);
    circle(between(0.55, 0.8) * WIDTH, between(0.3, 0.7) * HEIGHT, between(180, 260));
  } else if (motif === 2) {
    // Diagonal bands crossing the canvas.
    const slope = between(0.35, 0.9) * (rand() < 0.5 ? 1 : -1);
    const bands = 4 + Math.floor(rand() * 3);
    let offset = between(-200, 100);
    for (let i = 0; i < bands; i++) {
      const width = between(40, 140);
      const x0 = 350 + offset;
      fill(pick([accentA, accentB, palette.mid]), between(0.1, 0.28));
      polygon([
        [x0, -10],
        [x0 + width, -10],
        [x0 + width - slope * HEIGHT, HEIGHT + 10],
        [x0 - slope * HEIGHT, HEIGHT + 10],
      ]);
      offset += width + between(30, 120);
    }
    outline(accentA, 0.55, 3);
    line(between(0.45, 0.6) * WIDTH, HEIGHT * 0.82, WIDTH * 0.95, HEIGHT * 0.82);
  } else {
    // Constellation: connected nodes over a triangle field.
    const nodes = [];
    const count = 7 + Math.floor(rand() * 4);
    for (let i = 0; i < count; i++)
      nodes.push([between(0.4, 0.95) * WIDTH, between(0.1, 0.9) * HEIGHT]);
    fill(palette.mid, 0.35);
    polygon([nodes[0], nodes[1], nodes[2]]);
    fill(accentA, 0.14);
    polygon([nodes[2], nodes[3], nodes[4]]);
    outline(accentB, 0.5, 2);
    for (let i = 1; i < nodes.length; i++) line(...nodes[i - 1], ...nodes[i]);
    for (const [x, y] of nodes) {
      fill(pick([accentA, accentB]), 0.85);
      circle(x, y, between(5, 12));
    }
  }

  // A few small squares or dots as a quiet counterpoint on the left side.
  const dots = 3 + Math.floor(rand() * 5);
  for (let i = 0; i < dots; i++) {
    fill(accentB, between(0.15, 0.4));
    const x = between(0.05, 0.4) * WIDTH;
    const y = between(0.1, 0.9) * HEIGHT;
    const size = between(4, 10);
    if (rand() < 0.5) circle(x, y, size);
    else
      ops.push(
        '-draw',
        `rectangle ${round(x)},${round(y)} ${round(x + size * 2)},${round(y + size * 2)}`,
      );
  }
  return ops;
}

function imageMagickBinary() {
  for (const candidate of ['magick', 'convert']) {
    const probe = spawnSync(candidate, ['-version'], { encoding: 'utf8' });
    if (probe.status === 0 && /ImageMagick/.test(probe.stdout)) return candidate;
  }
  throw new Error(
    'ImageMagick not found (need `magick` or `convert`, e.g. apt-get install imagemagick)',
  );
}

function render(binary, article) {
  const palette = palettes[article.category];
  const rand = seededRandom(article.id);
  const angle = Math.round(90 + rand() * 90); // left-to-right-ish diagonal gradients
  const glowX = round((0.55 + rand() * 0.35) * WIDTH);
  const glowY = round((0.2 + rand() * 0.6) * HEIGHT);
  const glowR = round(220 + rand() * 160);
  const output = join(outDir, `${article.id}.webp`);
  const args = [
    // Background: angled two-colour gradient.
    '-size',
    `${WIDTH}x${HEIGHT}`,
    '-define',
    `gradient:angle=${angle}`,
    `gradient:${palette.from}-${palette.to}`,
    // Soft glow: a large blurred disc on a transparent layer.
    // Drawn at quarter size, blurred and scaled up: same look as a full-size blur, much faster.
    '(',
    '-size',
    `${WIDTH / 4}x${Math.ceil(HEIGHT / 4)}`,
    'xc:none',
    '-fill',
    hexToRgba(palette.glow ?? palette.accents[0], 0.35),
    '-draw',
    `circle ${round(glowX / 4)},${round(glowY / 4)} ${round((glowX + glowR) / 4)},${round(glowY / 4)}`,
    '-blur',
    '0x15',
    '-resize',
    `${WIDTH}x${HEIGHT}!`,
    ')',
    '-compose',
    'over',
    '-composite',
    // Geometric shapes.
    ...composition(rand, palette),
    // Gentle vignette towards the left edge, where page titles may overlap in some layouts.
    '(',
    '-size',
    `${HEIGHT}x${WIDTH}`,
    'gradient:rgba(2,6,23,0.45)-rgba(2,6,23,0)',
    '-rotate',
    '-90',
    ')',
    '-compose',
    'over',
    '-composite',
    '-strip',
    '-quality',
    '78',
    '-define',
    'webp:method=6',
    output,
  ];
  const result = spawnSync(binary, args, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`ImageMagick failed for ${article.id}: ${result.stderr}`);
  return statSync(output).size;
}

function main() {
  const argv = process.argv.slice(2);
  const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : undefined;
  const articles = parseArticles().filter((article) => !only || article.id === only);
  if (only && articles.length === 0) throw new Error(`Unknown article id: ${only}`);

  if (argv.includes('--check')) {
    const missing = articles.filter((article) => !existsSync(join(outDir, `${article.id}.webp`)));
    for (const article of missing) console.error(`missing: public/blog/${article.id}.webp`);
    console.log(`${articles.length - missing.length}/${articles.length} images present`);
    process.exit(missing.length ? 1 : 0);
  }

  const binary = imageMagickBinary();
  mkdirSync(outDir, { recursive: true });
  let total = 0;
  for (const article of articles) {
    const size = render(binary, article);
    total += size;
    console.log(`${article.id}.webp  ${(size / 1024).toFixed(1)} KB`);
  }
  console.log(`${articles.length} images, ${(total / 1024).toFixed(0)} KB in total`);
}

main();
