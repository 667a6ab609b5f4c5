import { loadOpenCv } from './load-opencv';
import type { RawImage } from './raw-image';

// Read once, not per pixel: see box-blur.ts.
const { PI, abs, atan2, cos, hypot, max, min, round, sin } = Math;

/** A straight edge in the photo, in the photo's pixel coordinates. */
export type Segment = { x1: number; y1: number; x2: number; y2: number; length: number };

/** Detection runs on a copy this size (long side): lines are long features, and the time stays small. */
const DETECT_SIDE = 640;

/**
 * Refits a Hough segment to the edge pixels within a pixel and a half of it (total least squares), because the
 * Hough transform quantises angles to a degree and vanishing points far outside the photo need better than that.
 */
function refine(segment: Segment, edges: Uint8Array, width: number, height: number): Segment {
  const { x1, y1, x2, y2, length } = segment;
  const ux = (x2 - x1) / length;
  const uy = (y2 - y1) / length;
  let n = 0;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let t = 0; t <= length; t += 0.5) {
    for (let offset = -1.5; offset <= 1.5; offset += 1) {
      const x = round(x1 + ux * t - uy * offset);
      const y = round(y1 + uy * t + ux * offset);
      if (x < 0 || y < 0 || x >= width || y >= height || !edges[y * width + x]) continue;
      n++;
      sx += x;
      sy += y;
      sxx += x * x;
      syy += y * y;
      sxy += x * y;
    }
  }
  if (n < length * 0.6) return segment;
  const mx = sx / n;
  const my = sy / n;
  const cxx = sxx / n - mx * mx;
  const cyy = syy / n - my * my;
  const cxy = sxy / n - mx * my;
  const angle = 0.5 * atan2(2 * cxy, cxx - cyy);
  const dx = cos(angle);
  const dy = sin(angle);
  // Keep the segment's extent, projected onto the refitted line.
  const t1 = (x1 - mx) * dx + (y1 - my) * dy;
  const t2 = (x2 - mx) * dx + (y2 - my) * dy;
  return {
    x1: mx + dx * t1,
    y1: my + dy * t1,
    x2: mx + dx * t2,
    y2: my + dy * t2,
    length: abs(t2 - t1),
  };
}

/**
 * Straight edges of the photo (Canny edges, then the probabilistic Hough transform), longer than about 4 % of the
 * long side, each refitted to its edge pixels: the room's lines from which its vanishing points are found.
 */
export async function detectLineSegments(image: RawImage): Promise<Segment[]> {
  const { cv } = await loadOpenCv();
  const scale = min(1, DETECT_SIDE / max(image.width, image.height));
  const source = cv.matFromArray(image.height, image.width, cv.CV_8UC3, image.data);
  const grey = new cv.Mat();
  const small = new cv.Mat();
  const edges = new cv.Mat();
  const lines = new cv.Mat();
  try {
    cv.cvtColor(source, grey, cv.COLOR_RGB2GRAY);
    cv.resize(grey, small, new cv.Size(0, 0), scale, scale, cv.INTER_AREA);
    cv.GaussianBlur(small, small, new cv.Size(3, 3), 0);
    cv.Canny(small, edges, 30, 90, 3, true);
    const side = max(small.cols, small.rows);
    cv.HoughLinesP(edges, lines, 1, PI / 360, 30, max(16, side * 0.04), 3);
    const edgeData = new Uint8Array(edges.data);
    const found: Segment[] = [];
    for (let i = 0; i < lines.rows; i++) {
      const [x1, y1, x2, y2] = [0, 1, 2, 3].map((k) => lines.data32S[4 * i + k]!) as [
        number,
        number,
        number,
        number,
      ];
      const length = hypot(x2 - x1, y2 - y1);
      if (!length) continue;
      const fitted = refine({ x1, y1, x2, y2, length }, edgeData, small.cols, small.rows);
      // Pixel centres: index i on the small copy covers (i + 0.5) / scale on the photo.
      const up = (v: number) => (v + 0.5) / scale - 0.5;
      found.push({
        x1: up(fitted.x1),
        y1: up(fitted.y1),
        x2: up(fitted.x2),
        y2: up(fitted.y2),
        length: fitted.length / scale,
      });
    }
    return found;
  } finally {
    // WebAssembly memory is not garbage-collected.
    for (const mat of [source, grey, small, edges, lines]) mat.delete();
  }
}
