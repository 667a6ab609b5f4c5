/**
 * Why a decoder turned an upload down: the file's fault, never ours. It crosses from the decoding thread to the
 * server as `{ reason, detail }`, and the server answers 422 with the reason's message.
 *
 * - `corrupt`: damaged, incomplete, or its header promises more than its data holds.
 * - `too_large`: more pixels than we decode.
 * - `unsupported`: a valid file in a variant we do not read (a BMP wrapping a JPEG, say).
 */
export class DecodeRefusal extends Error {
  /**
   * @param {'corrupt' | 'too_large' | 'unsupported'} reason
   * @param {string} detail
   */
  constructor(reason, detail) {
    super(detail);
    this.name = 'DecodeRefusal';
    this.reason = reason;
  }
}
