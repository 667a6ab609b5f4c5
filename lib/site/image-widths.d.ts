/** Types for lib/site/image-widths.js, which stays CommonJS so next.config.js can require it. */
export declare const deviceSizes: number[];
export declare const imageSizes: number[];
