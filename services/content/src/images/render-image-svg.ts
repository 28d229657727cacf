import { hashString } from '../seed/prng';
import type { ImageKind } from './image-path';
import type { ImageSubject } from './get-image-subject';

const SIZES: Record<ImageKind, [number, number]> = {
  poster: [400, 600],
  channel: [256, 256],
  show: [640, 360],
  episode: [640, 360],
  video: [640, 360],
  'channel-thumb': [640, 360],
  category: [640, 360],
  slide: [1280, 640],
  live: [640, 360],
  'live-header': [1280, 480],
};

/** One decimal is plenty for a tile and keeps the bytes down. */
const r = (value: number) => Math.round(value * 10) / 10;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** `#rrggbb` mixed towards black by `amount` (0..1). */
function darken(color: string, amount: number): string {
  const value = /^#[0-9a-f]{6}$/i.test(color) ? Number.parseInt(color.slice(1), 16) : 0x333333;
  const channel = (shift: number) => Math.round(((value >> shift) & 0xff) * (1 - amount));
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

/** Words into at most `maxLines` lines of about `maxChars`, the last one ending in … when cut. */
function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = current ? `${current} ${word}` : word;
    if (next.length <= maxChars || !current) current = next;
    else {
      lines.push(current);
      current = word;
      if (lines.length === maxLines) return [...lines.slice(0, -1), `${lines[maxLines - 1]!.slice(0, maxChars - 1)}…`];
    }
  }
  if (current) lines.push(current.length > maxChars ? `${current.slice(0, maxChars - 1)}…` : current);
  return lines.slice(0, maxLines);
}

/** One of three backdrops picked by the key: rings, stripes or a band of triangles (an Ndebele nod). */
function backdrop(key: string, width: number, height: number): string {
  const hash = hashString(key);
  const variant = hash % 3;
  if (variant === 0) {
    const cx = (hash >> 4) % 2 ? width : 0;
    return [1, 2, 3, 4].map((i) => `<circle cx="${cx}" cy="${r(height * 0.2)}" r="${r((i * Math.max(width, height)) / 5)}" fill="none" stroke="#fff" stroke-width="${r(Math.max(width, height) / 40)}"/>`).join('');
  }
  if (variant === 1) {
    const step = Math.max(width, height) / 8;
    return Array.from({ length: 16 }, (_, i) => `<path d="M${r(i * step - height)} ${height}L${r(i * step)} 0" stroke="#fff" stroke-width="${r(step / 4)}"/>`).join('');
  }
  const size = width / 8;
  const y = height * 0.12;
  return Array.from({ length: 8 }, (_, i) => `<path d="M${r(i * size)} ${r(y + size)}L${r(i * size + size / 2)} ${r(y)}L${r((i + 1) * size)} ${r(y + size)}Z" fill="#fff"/>`).join('');
}

/**
 * A small SVG for a tile, poster, logo or slide, drawn from the item's title and colour: nothing
 * is fetched from the internet, and it costs a phone a few hundred bytes gzipped.
 */
export function renderImageSvg(kind: ImageKind, key: string, subject: ImageSubject): string {
  const [width, height] = SIZES[kind];
  const pad = r(width * 0.07);
  const fontSize = r(kind === 'channel' ? width / 7 : kind === 'poster' ? width / 9 : Math.min(width / 14, height / 6));
  const lines = wrap(subject.title, Math.max(6, Math.floor((width - 2 * pad) / (fontSize * 0.56))), kind === 'poster' ? 4 : 3);
  const subtitleSize = r(fontSize * 0.45);
  const subtitle = wrap(subject.subtitle, Math.floor((width - 2 * pad) / (subtitleSize * 0.55)), 1)[0] ?? '';
  const blockHeight = lines.length * fontSize * 1.15 + (subtitle ? subtitleSize * 1.8 : 0);
  const top = kind === 'channel' ? (height - blockHeight) / 2 + fontSize : height - pad - blockHeight + fontSize;
  const anchor = kind === 'channel' ? `text-anchor="middle" x="${width / 2}"` : `x="${pad}"`;
  const title = lines.map((line, i) => `<tspan ${anchor} y="${(top + i * fontSize * 1.15).toFixed(1)}">${escapeXml(line)}</tspan>`).join('');
  const under = subtitle
    ? `<text ${anchor} y="${(top + (lines.length - 1) * fontSize * 1.15 + subtitleSize * 1.9).toFixed(1)}" font-size="${subtitleSize.toFixed(1)}" fill="#fff" fill-opacity=".85">${escapeXml(subtitle)}</text>`
    : '';
  const badge = kind === 'channel' ? '' : `<text x="${width - pad}" y="${r(pad + fontSize * 0.3)}" text-anchor="end" font-size="${(fontSize * 0.4).toFixed(1)}" font-weight="700" fill="#fff" fill-opacity=".9">GRTV</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(subject.title)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${escapeXml(subject.color)}"/><stop offset="1" stop-color="${darken(subject.color, 0.6)}"/></linearGradient>`,
    `<clipPath id="c"><rect width="${width}" height="${height}"/></clipPath></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<g opacity=".12" clip-path="url(#c)">${backdrop(key, width, height)}</g>`,
    `<g font-family="Helvetica, Arial, sans-serif">`,
    `<text font-size="${fontSize.toFixed(1)}" font-weight="700" fill="#fff">${title}</text>${under}${badge}`,
    `</g></svg>`,
  ].join('');
}
