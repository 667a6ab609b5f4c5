import { darken, lighten } from './colour';
import { type Pt, type Scene, ellipse, floorShadow, num } from './scene';

export type PlantKind = 'fiddle' | 'snake' | 'palm' | 'bush' | 'olive';

const GREENS = ['#5d7f4a', '#4a6b3c', '#6f9155', '#3f5e36', '#7a9b5e'];

export function leaf(base: Pt, length: number, angle: number, width: number, colour: string): string {
  const w = width * length;
  return (
    `<g transform="translate(${num(base[0])} ${num(base[1])}) rotate(${num(angle)})">` +
    `<path d="M0 0 Q${num(w)} ${num(-length * 0.45)} 0 ${num(-length)} Q${num(-w)} ${num(-length * 0.45)} 0 0Z" fill="${colour}"/>` +
    `<path d="M0 0 L0 ${num(-length * 0.85)}" stroke="${lighten(colour, 0.25)}" stroke-width="${num(Math.max(0.5, w * 0.08))}" opacity="0.7"/></g>`
  );
}

/** A cluster of leaves around a point in screen space, used for living walls, hedges and window views. */
export function foliage(
  s: Scene,
  centre: Pt,
  radius: number,
  count: number,
  greens: readonly string[] = GREENS,
): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = s.rnd.range(0, Math.PI * 2);
    const r = radius * Math.sqrt(s.rnd.next());
    const base: Pt = [centre[0] + Math.cos(a) * r, centre[1] + Math.sin(a) * r];
    out.push(leaf(base, radius * s.rnd.range(0.35, 0.6), s.rnd.range(-180, 180), 0.35, s.rnd.pick(greens)));
  }
  return out.join('');
}

/** A potted plant standing on the floor (or on a surface at height y), sized in metres. */
export function plant(s: Scene, x: number, z: number, height: number, kind: PlantKind, y = 0): string {
  const unit = s.cam.scale(z);
  const potH = Math.min(0.42, height * 0.3);
  const potW = potH * 0.95;
  const potColour = s.rnd.pick([s.m.palette[0], s.m.palette[3], '#b8684a', s.m.wood]);
  const [px, py] = s.cam.project(x, y, z);
  const out: string[] = [];
  if (y === 0) out.push(floorShadow(s, x - potW / 2, x + potW / 2, z - potW / 2, z + potW / 2, 0.3));
  const topY = py - potH * unit;
  const greens = s.m.plants >= 4 ? [...GREENS, s.m.palette[3], s.m.palette[2]] : GREENS;
  const crown: Pt = [px, topY];
  const leaves: string[] = [];
  const h = (height - potH) * unit;
  switch (kind) {
    case 'fiddle':
      for (let i = 0; i < 16; i++) {
        const t = i / 16;
        const stemX = px + s.rnd.range(-0.12, 0.12) * unit;
        const ly = topY - h * (0.25 + 0.7 * t);
        leaves.push(leaf([stemX, ly + h * 0.1], h * 0.3, s.rnd.range(-75, 75), 0.55, s.rnd.pick(greens)));
      }
      leaves.unshift(
        `<path d="M${num(px)} ${num(topY)} L${num(px)} ${num(topY - h * 0.8)}" stroke="#6b5a3e" stroke-width="${num(unit * 0.025)}"/>`,
      );
      break;
    case 'snake':
      for (let i = 0; i < 11; i++) {
        const c = s.rnd.pick(greens);
        leaves.push(
          leaf(
            [px + s.rnd.range(-0.5, 0.5) * potW * unit, topY + 2],
            h * s.rnd.range(0.6, 1),
            s.rnd.range(-18, 18),
            0.1,
            c,
          ),
        );
      }
      break;
    case 'palm':
      for (let i = 0; i < 12; i++) {
        const angle = -80 + (160 * i) / 11 + s.rnd.range(-8, 8);
        const len = h * s.rnd.range(0.55, 0.95);
        leaves.push(`<g transform="translate(${num(crown[0])} ${num(crown[1])}) rotate(${num(angle)})">`);
        const colour = s.rnd.pick(greens);
        leaves.push(
          `<path d="M0 0 Q${num(len * 0.15)} ${num(-len * 0.6)} 0 ${num(-len)}" fill="none" stroke="${colour}" stroke-width="${num(unit * 0.012)}"/>`,
        );
        for (let k = 1; k < 9; k++) {
          const t = k / 9;
          const ly = -len * t;
          const lx = len * 0.15 * Math.sin(Math.PI * t * 0.8);
          leaves.push(leaf([lx, ly], len * 0.22 * (1 - t * 0.5), 60, 0.18, colour));
          leaves.push(leaf([lx, ly], len * 0.22 * (1 - t * 0.5), -60, 0.18, colour));
        }
        leaves.push('</g>');
      }
      break;
    case 'olive':
      leaves.push(
        `<path d="M${num(px)} ${num(topY)} C${num(px + unit * 0.05)} ${num(topY - h * 0.3)} ${num(px - unit * 0.05)} ${num(topY - h * 0.45)} ${num(px)} ${num(topY - h * 0.6)}" fill="none" stroke="#6b5a44" stroke-width="${num(unit * 0.035)}"/>`,
      );
      for (let i = 0; i < 130; i++) {
        const a = s.rnd.range(0, Math.PI * 2);
        const r = Math.sqrt(s.rnd.next()) * h * 0.34;
        leaves.push(
          leaf(
            [px + Math.cos(a) * r, topY - h * 0.66 + Math.sin(a) * r * 0.75],
            h * 0.12,
            s.rnd.range(-180, 180),
            0.25,
            s.rnd.pick(['#8a9a6a', '#7a8c5e', '#a3b083', '#6d7d55']),
          ),
        );
      }
      break;
    case 'bush':
      leaves.push(foliage(s, [px, topY - h * 0.4], h * 0.45, 70, greens));
      break;
  }
  out.push(leaves.join(''));
  // Pot, drawn last so the leaves sit inside it.
  const w = potW * unit;
  out.push(
    `<path d="M${num(px - w / 2)} ${num(topY)} L${num(px + w / 2)} ${num(topY)} L${num(px + w * 0.4)} ${num(py)} L${num(px - w * 0.4)} ${num(py)}Z" fill="${potColour}"/>`,
  );
  out.push(
    `<path d="M${num(px + w * 0.1)} ${num(topY)} L${num(px + w / 2)} ${num(topY)} L${num(px + w * 0.4)} ${num(py)} L${num(px + w * 0.05)} ${num(py)}Z" fill="${darken(potColour, 0.15)}"/>`,
  );
  out.push(ellipse([px, topY], w / 2, w * 0.08, darken(potColour, 0.3)));
  return out.join('');
}
