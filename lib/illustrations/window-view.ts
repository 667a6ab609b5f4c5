import { darken, mix } from './colour';
import { type Scene, def, num, polygon, rect } from './scene';

export type ViewKind = 'hills' | 'trees' | 'city' | 'sea';

/** What is seen through a window: sky, then hills, trees, a skyline or the sea, with the horizon at eye level. */
export function windowView(s: Scene, x: number, y: number, w: number, h: number, kind: ViewKind): string {
  const horizon = s.cam.project(0, s.cam.eye, s.room.depth)[1];
  const sky = def(
    s,
    'sky',
    `<linearGradient id="sky" gradientUnits="userSpaceOnUse" x1="0" y1="${num(horizon - s.cam.height * 0.35)}" x2="0" y2="${num(horizon)}"><stop offset="0" stop-color="#8fb8d8"/><stop offset="0.7" stop-color="#cfe1ea"/><stop offset="1" stop-color="#f3efe4"/></linearGradient>`,
  );
  const out = [rect(x, y, w, h, sky)];
  const ridge = (base: number, amplitude: number, colour: string, bumps: number) => {
    const pts: [number, number][] = [[x, y + h]];
    for (let i = 0; i <= bumps; i++) {
      const px = x + (w * i) / bumps;
      pts.push([px, base - amplitude * (0.4 + 0.6 * Math.abs(Math.sin(i * 1.7 + s.rnd.range(0, 3))))]);
    }
    pts.push([x + w, y + h]);
    return polygon(pts, colour);
  };
  const unit = s.cam.scale(s.room.depth);
  if (kind === 'sea') {
    out.push(rect(x, horizon, w, h, '#6f9fb8'));
    out.push(rect(x, horizon + unit * 0.25, w, h, '#8db5c4'));
    out.push(rect(x, horizon + unit * 0.55, w, h, '#e8dcc3'));
  } else if (kind === 'city') {
    out.push(rect(x, horizon, w, h, '#b9c3c6'));
    let bx = x - unit * 0.1;
    while (bx < x + w) {
      const bw = unit * s.rnd.range(0.25, 0.6);
      const bh = unit * s.rnd.range(0.3, 1.1);
      const shade = mix('#9fb0ba', '#6f7f8c', s.rnd.next());
      out.push(rect(bx, horizon - bh, bw, bh + h, shade));
      for (let wy = horizon - bh + unit * 0.08; wy < horizon - unit * 0.05; wy += unit * 0.12) {
        out.push(rect(bx + bw * 0.2, wy, bw * 0.6, unit * 0.04, '#dfe7ea', 'opacity="0.55"'));
      }
      bx += bw + unit * 0.03;
    }
  } else {
    out.push(ridge(horizon, unit * 0.35, '#a9bfb8', 5));
    out.push(ridge(horizon + unit * 0.1, unit * 0.2, '#8fae8f', 7));
    out.push(rect(x, horizon + unit * 0.08, w, h, '#9dbb8a'));
    if (kind === 'trees') {
      for (let i = 0; i < 7; i++) {
        const tx = x + s.rnd.range(0, w);
        const r = unit * s.rnd.range(0.12, 0.22);
        const ty = horizon + unit * s.rnd.range(0.02, 0.12);
        out.push(
          `<circle cx="${num(tx)}" cy="${num(ty - r)}" r="${num(r)}" fill="${darken('#6f9a62', s.rnd.range(0, 0.25))}"/>`,
        );
      }
    }
  }
  // Sunlit haze and a glint on the glass: a window should read as bright, not as a picture.
  out.push(rect(x, y, w, h, '#fffaf0', 'opacity="0.18"'));
  out.push(
    polygon(
      [
        [x + w * 0.15, y],
        [x + w * 0.45, y],
        [x + w * 0.1, y + h],
        [x - w * 0.2, y + h],
      ],
      '#ffffff',
      'opacity="0.12"',
    ),
  );
  return out.join('');
}
