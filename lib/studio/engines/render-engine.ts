import type { Style } from '../catalog/styles';
import type { Tool } from '../catalog/tools';

export type EngineJob = {
  tool: Tool;
  style: Style;
  roomType: string;
  prompt: string | null;
  /** The normalised photo (JPEG). */
  image: Buffer;
  mask: Buffer | null;
  variant: number;
};

/** A render engine turns one job into one output image per variant. */
export interface RenderEngine {
  readonly name: string;
  render(job: EngineJob): Promise<Buffer>;
}

/** A failure to show the user as it is (and refund): not a crash. */
export class EngineError extends Error {
  override name = 'EngineError';
}
