import { describe, expect, it } from '@jest/globals';
import { deltaE2000 } from '@/lib/studio/engines/local/edits/delta-e-2000';
import type { Lab } from '@/lib/studio/engines/local/lab';

// Pairs from Sharma, Wu and Dalal (2005), table 1, with the published differences.
const PAIRS: [Lab, Lab, number][] = [
  [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
  [[50, 3.1571, -77.2803], [50, 0, -82.7485], 2.8615],
  [[50, 2.8361, -74.02], [50, 0, -82.7485], 3.4412],
  [[50, 0, 0], [50, -1, 2], 2.3669],
  [[50, 2.49, -0.001], [50, -2.49, 0.0009], 7.1792],
  [[50, 2.5, 0], [73, 25, -18], 27.1492],
  [[50, 2.5, 0], [61, -5, 29], 22.8977],
  [[50, 2.5, 0], [56, -27, -3], 31.903],
  [[50, 2.5, 0], [58, 24, 15], 19.4535],
  [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
  [[2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
];

describe('deltaE2000', () => {
  it.each(PAIRS)('matches the published difference for %j and %j', (p, q, expected) => {
    expect(deltaE2000(p, q)).toBeCloseTo(expected, 4);
    expect(deltaE2000(q, p)).toBeCloseTo(expected, 4);
  });

  it('is zero for one colour', () => {
    expect(deltaE2000([40, 10, -20], [40, 10, -20])).toBe(0);
  });
});
