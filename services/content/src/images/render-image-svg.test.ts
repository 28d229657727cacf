import { describe, expect, it } from 'vitest';
import { IMAGE_KINDS } from './image-path';
import { renderImageSvg } from './render-image-svg';

describe('renderImageSvg', () => {
  it('draws every kind as a small, well-formed SVG with the title', () => {
    for (const kind of IMAGE_KINDS) {
      const svg = renderImageSvg(kind, 'ubuntu-heights', { title: 'Ubuntu Heights', subtitle: 'Mzansi Drama', color: '#9b1b30' });
      expect(svg, kind).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>$/);
      expect(svg).toContain('Ubuntu');
      expect(svg.length).toBeLessThan(4000);
      expect(svg.match(/<(\w+)/g)!.length).toBe(svg.match(/<\/\w+>|\/>/g)!.length);
    }
  });

  it('escapes markup in titles', () => {
    const svg = renderImageSvg('show', 'x', { title: '<script>alert("x")</script> & Co', subtitle: "Mam' Thoko", color: '"><script>' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('Mam&apos; Thoko');
  });

  it('shortens a title too long for the tile', () => {
    const svg = renderImageSvg('episode', 'long', { title: 'word '.repeat(60), subtitle: '', color: '#000000' });
    expect(svg).toContain('…');
    expect(svg.match(/<tspan/g)!.length).toBeLessThanOrEqual(3);
  });
});
