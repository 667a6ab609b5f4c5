/**
 * The widths the image optimiser (/_next/image) makes, shared by next.config.js and the pictures the pages draw
 * (components/ui/picture.tsx). CommonJS, so next.config.js can require it.
 *
 * Our pictures are at most 1536 px wide (public/illustrations): wider candidates would list the same file again in
 * every srcset (a sixth of the home page's HTML) and give the optimiser more copies to make.
 */
const deviceSizes = [640, 828, 1080, 1536];
const imageSizes = [64, 128, 256, 384];

module.exports = { deviceSizes, imageSizes };
