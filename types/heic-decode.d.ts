/** heic-decode ships no types; this is the part of its API we use (its README). */
declare module 'heic-decode' {
  type Decoded = { width: number; height: number; data: Uint8ClampedArray };
  function decode(input: { buffer: Uint8Array | ArrayBuffer }): Promise<Decoded>;
  export default decode;
}
