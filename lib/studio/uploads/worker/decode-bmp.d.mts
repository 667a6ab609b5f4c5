export type RawImage = { width: number; height: number; channels: 3 | 4; data: Uint8Array };

export declare function decodeBmp(bytes: Uint8Array, maxPixels: number): RawImage;
