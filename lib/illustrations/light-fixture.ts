import { darken, lighten } from './colour';
import { type Scene, def, ellipse, line, num, polygon, rect } from './scene';
import type { LightKind } from './style-materials';

export function haloFill(s: Scene): string {
  return def(
    s,
    'halo',
    '<radialGradient id="halo" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff2cf" stop-opacity="0.55"/><stop offset="0.4" stop-color="#ffe9b8" stop-opacity="0.18"/><stop offset="1" stop-color="#ffe9b8" stop-opacity="0"/></radialGradient>',
  );
}

/** Warm light around a bulb. */
export function halo(s: Scene, cx: number, cy: number, r: number): string {
  return ellipse([cx, cy], r, r, haloFill(s));
}

/** A hanging or ceiling light at (x, z), its lowest point `drop` metres below the ceiling. */
export function lightFixture(
  s: Scene,
  x: number,
  z: number,
  drop: number,
  kind: LightKind = s.m.light,
): string {
  const H = s.room.height;
  const [tx, ty] = s.cam.project(x, H, z);
  const [cx, cy] = s.cam.project(x, H - drop, z);
  const u = s.cam.scale(z);
  const cord = line([tx, ty], [cx, cy], darken(s.m.metal, 0.4), Math.max(1, u * 0.008));
  const metal = s.m.metal;
  switch (kind) {
    case 'flush':
      return (
        ellipse([tx, ty + u * 0.03], u * 0.22, u * 0.045, '#fbfaf6') + halo(s, tx, ty + u * 0.1, u * 0.5)
      );
    case 'dome': {
      const r = u * 0.2;
      return (
        cord +
        halo(s, cx, cy + r * 0.2, u * 0.75) +
        `<path d="M${num(cx - r)} ${num(cy)} Q${num(cx - r)} ${num(cy - r * 0.9)} ${num(cx)} ${num(cy - r * 0.9)} Q${num(cx + r)} ${num(cy - r * 0.9)} ${num(cx + r)} ${num(cy)}Z" fill="${metal}"/>` +
        ellipse([cx, cy], r, r * 0.12, '#fff4d6')
      );
    }
    case 'cone': {
      const r = u * 0.16;
      return (
        cord +
        halo(s, cx, cy, u * 0.6) +
        polygon(
          [
            [cx - r * 0.2, cy - r * 1.2],
            [cx + r * 0.2, cy - r * 1.2],
            [cx + r, cy],
            [cx - r, cy],
          ],
          s.m.accent,
        ) +
        ellipse([cx, cy], r, r * 0.14, '#fff4d6')
      );
    }
    case 'globe': {
      const r = u * 0.17;
      const glass = def(
        s,
        'globeglass',
        '<radialGradient id="globeglass" cx="0.4" cy="0.35" r="0.65"><stop offset="0" stop-color="#fffdf5"/><stop offset="0.7" stop-color="#fbecc8"/><stop offset="1" stop-color="#e8d3a6"/></radialGradient>',
      );
      return (
        cord +
        halo(s, cx, cy + r, u * 0.8) +
        ellipse([cx, cy + r], r, r, glass) +
        rect(cx - r * 0.2, cy - r * 0.05, r * 0.4, r * 0.12, metal)
      );
    }
    case 'cage': {
      const r = u * 0.09;
      const bars = [0.2, 0.5, 0.8]
        .map((t) => line([cx - r + 2 * r * t, cy], [cx - r * 0.2 + r * 0.4 * t, cy + r * 2.2], metal, 1))
        .join('');
      return [-0.35, 0, 0.35]
        .map((dx) => {
          const [bx, by] = s.cam.project(x + dx, H - drop + (dx === 0 ? 0 : 0.15), z);
          const [bt] = s.cam.project(x + dx, H, z);
          return (
            line([bt, ty], [bx, by], darken(metal, 0.3), 1) +
            halo(s, bx, by + r * 1.5, u * 0.35) +
            ellipse([bx, by + r * 1.4], r * 0.55, r * 0.75, '#ffdf9e') +
            rect(bx - r * 0.3, by - r * 0.2, r * 0.6, r * 0.4, metal) +
            (dx === 0 ? bars : '')
          );
        })
        .join('');
    }
    case 'rattan': {
      const r = u * 0.28;
      const weave = lighten(s.m.wood, 0.2);
      const body = `<path d="M${num(cx - r)} ${num(cy)} Q${num(cx - r * 0.9)} ${num(cy - r * 0.8)} ${num(cx)} ${num(cy - r * 0.8)} Q${num(cx + r * 0.9)} ${num(cy - r * 0.8)} ${num(cx + r)} ${num(cy)}Z" fill="#c89a5e"/>`;
      const lines = [0.25, 0.5, 0.75]
        .map(
          (t) =>
            `<path d="M${num(cx - r * (1 - t * 0.3))} ${num(cy - r * 0.8 * t)} Q${num(cx)} ${num(cy - r * 0.8 * t + r * 0.12)} ${num(cx + r * (1 - t * 0.3))} ${num(cy - r * 0.8 * t)}" fill="none" stroke="${weave}" stroke-width="1"/>`,
        )
        .join('');
      return (
        cord + halo(s, cx, cy + r * 0.3, u * 0.8) + body + lines + ellipse([cx, cy], r, r * 0.1, '#fff0cc')
      );
    }
    case 'paper': {
      const r = u * 0.24;
      const ribs = [-0.6, -0.3, 0, 0.3, 0.6]
        .map((t) => {
          const half = r * Math.sqrt(1 - t * t);
          return line([cx - half, cy + r + t * r], [cx + half, cy + r + t * r], '#e8e0cf', 0.8);
        })
        .join('');
      return cord + halo(s, cx, cy + r, u * 0.9) + ellipse([cx, cy + r], r, r, '#fbf6ea') + ribs;
    }
    case 'chandelier': {
      const r = u * 0.32;
      const arms: string[] = [line([tx, ty], [cx, cy], metal, Math.max(1, u * 0.01))];
      const candles: string[] = [];
      for (let i = 0; i < 5; i++) {
        const t = i / 4 - 0.5;
        const ax = cx + t * 2 * r;
        const ay = cy - r * 0.15 * (1 - Math.abs(t * 2));
        arms.push(
          `<path d="M${num(cx)} ${num(cy + r * 0.15)} Q${num(cx + t * r)} ${num(cy + r * 0.35)} ${num(ax)} ${num(ay)}" fill="none" stroke="${metal}" stroke-width="${num(Math.max(1, u * 0.012))}"/>`,
        );
        candles.push(rect(ax - r * 0.035, ay - r * 0.22, r * 0.07, r * 0.22, '#f8f2e4'));
        candles.push(halo(s, ax, ay - r * 0.28, r * 0.35));
        candles.push(ellipse([ax, ay - r * 0.27], r * 0.03, r * 0.05, '#ffd98a'));
      }
      return arms.join('') + ellipse([cx, cy + r * 0.15], r * 0.08, r * 0.08, metal) + candles.join('');
    }
  }
}
