// PLACEHOLDER: replaced by the algorithm helper's file on merge
import type { RawImage } from '../raw-image';

/** Auto-levels: each channel stretched so its 0.5th and 99.5th percentiles reach 0 and 255. */
export function enhance(image: RawImage): RawImage {
  const { data } = image;
  const out = new Uint8Array(data.length);
  for (let c = 0; c < 3; c++) {
    const histogram = new Uint32Array(256);
    for (let i = c; i < data.length; i += 3) histogram[data[i]!]!++;
    const count = data.length / 3;
    let low = 0;
    let high = 255;
    for (let seen = 0; low < 255 && (seen += histogram[low]!) < count * 0.005;) low++;
    for (let seen = 0; high > 0 && (seen += histogram[high]!) < count * 0.005;) high--;
    const scale = high > low ? 255 / (high - low) : 1;
    for (let i = c; i < data.length; i += 3) out[i] = Math.min(255, Math.max(0, (data[i]! - low) * scale));
  }
  return { ...image, data: out };
}
