import { lighten, luminance } from './colour';
import { type Scene, def, ellipse, num, polygon, rect } from './scene';
import { foliage } from './plants';
import type { ArtKind } from './style-materials';

type Frame = { x: number; y: number; w: number; h: number };

function picture(
  s: Scene,
  f: Frame,
  kind: Exclude<ArtKind, 'none' | 'gallery' | 'mirror'>,
  seed: number,
): string {
  const { palette, accent, fabric2 } = s.m;
  const out: string[] = [];
  const frameColour = luminance(s.m.metal) > 0.8 ? s.m.wood : s.m.metal;
  const shadow = `<rect x="${num(f.x + f.w * 0.03)}" y="${num(f.y + f.h * 0.04)}" width="${num(f.w)}" height="${num(f.h)}" fill="#000" opacity="0.15"/>`;
  out.push(shadow, rect(f.x, f.y, f.w, f.h, frameColour));
  const b = Math.max(1.5, f.w * 0.04);
  const mat = Math.max(2, f.w * 0.09);
  out.push(rect(f.x + b, f.y + b, f.w - 2 * b, f.h - 2 * b, '#f7f4ee'));
  const ix = f.x + b + mat;
  const iy = f.y + b + mat;
  const iw = f.w - 2 * (b + mat);
  const ih = f.h - 2 * (b + mat);
  const clip = `art${s.defs.size}`;
  def(
    s,
    clip,
    `<clipPath id="${clip}"><rect x="${num(ix)}" y="${num(iy)}" width="${num(iw)}" height="${num(ih)}"/></clipPath>`,
  );
  const inner: string[] = [];
  const pick = (i: number) => [palette[1], accent, fabric2, palette[3], palette[2]][(i + seed) % 5]!;
  switch (kind) {
    case 'abstract':
      inner.push(rect(ix, iy, iw, ih, lighten(palette[1], 0.3)));
      inner.push(
        `<circle cx="${num(ix + iw * 0.62)}" cy="${num(iy + ih * 0.38)}" r="${num(Math.min(iw, ih) * 0.26)}" fill="${pick(1)}"/>`,
      );
      inner.push(rect(ix, iy + ih * 0.62, iw * 0.7, ih * 0.38, pick(2)));
      inner.push(
        `<path d="M${num(ix + iw * 0.15)} ${num(iy + ih)} A${num(iw * 0.3)} ${num(iw * 0.3)} 0 0 1 ${num(ix + iw * 0.75)} ${num(iy + ih)}Z" fill="${pick(3)}" opacity="0.85"/>`,
      );
      break;
    case 'geometric':
      inner.push(rect(ix, iy, iw, ih, pick(0)));
      inner.push(
        polygon(
          [
            [ix, iy + ih],
            [ix + iw * 0.5, iy + ih * 0.25],
            [ix + iw, iy + ih],
          ],
          pick(1),
        ),
      );
      inner.push(
        polygon(
          [
            [ix + iw * 0.3, iy + ih],
            [ix + iw * 0.75, iy + ih * 0.45],
            [ix + iw * 1.2, iy + ih],
          ],
          pick(2),
          'opacity="0.85"',
        ),
      );
      inner.push(
        `<circle cx="${num(ix + iw * 0.25)}" cy="${num(iy + ih * 0.3)}" r="${num(iw * 0.12)}" fill="${pick(3)}"/>`,
      );
      break;
    case 'landscape':
      inner.push(rect(ix, iy, iw, ih, '#dfe6e4'));
      inner.push(rect(ix, iy + ih * 0.55, iw, ih * 0.45, '#9db08e'));
      inner.push(
        polygon(
          [
            [ix, iy + ih * 0.6],
            [ix + iw * 0.3, iy + ih * 0.3],
            [ix + iw * 0.55, iy + ih * 0.55],
            [ix + iw * 0.8, iy + ih * 0.35],
            [ix + iw, iy + ih * 0.5],
            [ix + iw, iy + ih * 0.65],
            [ix, iy + ih * 0.65],
          ],
          '#8a9fa6',
        ),
      );
      inner.push(rect(ix, iy + ih * 0.72, iw, ih * 0.28, '#7c9470'));
      inner.push(
        `<circle cx="${num(ix + iw * 0.72)}" cy="${num(iy + ih * 0.22)}" r="${num(iw * 0.07)}" fill="#f3e2b8"/>`,
      );
      break;
    case 'botanical':
      inner.push(rect(ix, iy, iw, ih, '#f1ece0'));
      inner.push(
        foliage(s, [ix + iw / 2, iy + ih / 2], Math.min(iw, ih) * 0.42, 9, ['#6d7a4a', '#4f6b3f', '#88a76f']),
      );
      break;
  }
  out.push(`<g clip-path="url(#${clip})">${inner.join('')}</g>`);
  return out.join('');
}

function mirror(s: Scene, cx: number, cy: number, r: number): string {
  const glass = def(
    s,
    'mirrorglass',
    '<linearGradient id="mirrorglass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef2f2"/><stop offset="0.5" stop-color="#c5cfd0"/><stop offset="1" stop-color="#e3e8e8"/></linearGradient>',
  );
  return (
    ellipse([cx + r * 0.05, cy + r * 0.07], r, r, '#000', 'opacity="0.15"') +
    ellipse([cx, cy], r, r, s.m.metal) +
    ellipse([cx, cy], r * 0.9, r * 0.9, glass) +
    `<path d="M${num(cx - r * 0.5)} ${num(cy - r * 0.3)} L${num(cx - r * 0.1)} ${num(cy - r * 0.7)}" stroke="#fff" stroke-width="${num(r * 0.06)}" opacity="0.6"/>`
  );
}

/**
 * Art hung on the back wall, centred on x at eye level in metres; width in metres. A gallery wall is
 * a few pictures of mixed sizes around the same centre.
 */
export function wallArt(s: Scene, x: number, y: number, width: number, override?: ArtKind): string {
  const kind = override ?? s.m.art;
  const D = s.room.depth - 0.01;
  const unit = s.cam.scale(D);
  const [cx, cy] = s.cam.project(x, y, D);
  const w = width * unit;
  switch (kind) {
    case 'none':
      return '';
    case 'mirror':
      return mirror(s, cx, cy, w * 0.42);
    case 'gallery': {
      const kinds = ['abstract', 'landscape', 'geometric', 'botanical'] as const;
      const cells: Frame[] = [
        { x: cx - w * 0.5, y: cy - w * 0.3, w: w * 0.36, h: w * 0.46 },
        { x: cx - w * 0.08, y: cy - w * 0.3, w: w * 0.3, h: w * 0.22 },
        { x: cx - w * 0.08, y: cy - w * 0.02, w: w * 0.3, h: w * 0.2 },
        { x: cx + w * 0.28, y: cy - w * 0.22, w: w * 0.24, h: w * 0.32 },
      ];
      return cells.map((cell, i) => picture(s, cell, kinds[i % 4]!, i)).join('');
    }
    default: {
      const h = kind === 'landscape' ? w * 0.66 : w * 0.8;
      return picture(s, { x: cx - w / 2, y: cy - h / 2, w, h }, kind, 0);
    }
  }
}

/** A small framed picture or mirror for narrow spots (over a nightstand, a console). */
export function smallFrame(s: Scene, x: number, y: number, width: number): string {
  const kind =
    s.m.art === 'none' ? 'none' : s.m.art === 'gallery' || s.m.art === 'mirror' ? 'abstract' : s.m.art;
  if (kind === 'none') return '';
  const D = s.room.depth - 0.01;
  const unit = s.cam.scale(D);
  const [cx, cy] = s.cam.project(x, y, D);
  const w = width * unit;
  return picture(s, { x: cx - w / 2, y: cy - w * 0.6, w, h: w * 1.2 }, kind, 2);
}
