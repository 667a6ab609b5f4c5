export type BmpMasks = { red: number; green: number; blue: number; alpha: number };

export type BmpHeader = {
  width: number;
  height: number;
  topDown: boolean;
  bitsPerPixel: number;
  compression: number;
  os2: boolean;
  dataOffset: number;
  dataSize: number;
  paletteOffset: number;
  paletteEntrySize: number;
  paletteEntries: number;
  masks: BmpMasks | null;
};

export declare const BI_RGB: 0;
export declare const BI_RLE8: 1;
export declare const BI_RLE4: 2;
export declare const BI_BITFIELDS: 3;
export declare const BI_ALPHABITFIELDS: 6;

export declare function readBmpHeader(bytes: Uint8Array): BmpHeader | null;
