export declare class DecodeRefusal extends Error {
  constructor(reason: 'corrupt' | 'too_large' | 'unsupported', detail: string);
  readonly reason: 'corrupt' | 'too_large' | 'unsupported';
}
