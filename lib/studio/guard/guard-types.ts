/** A photo at the size the guard works at: red, green and blue (0–255) of each pixel in turn. */
export type WorkingImage = { width: number; height: number; data: Float32Array };

/** Per-pixel gradient of a grey image: its two components and its length, in grey levels per pixel. */
export type GradientField = {
  width: number;
  height: number;
  gx: Float32Array;
  gy: Float32Array;
  magnitude: Float32Array;
};

/**
 * A straight edge, in working pixels; `angle` is its direction in [0, π), `contrast` the mean gradient along it
 * (grey levels per pixel, gradient-field.ts).
 */
export type Segment = {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  length: number;
  angle: number;
  contrast: number;
};

/**
 * Where the output sits on the original: a point (x, y) of the original is at
 * (cx + scale·(x − cx) + dx, cy + scale·(y − cy) + dy) in the output, c being the picture's centre.
 */
export type Registration = { scale: number; dx: number; dy: number };

/** 1 where a masked tool may change the photo, at the working size. */
export type GreyMask = { width: number; height: number; data: Uint8Array };
