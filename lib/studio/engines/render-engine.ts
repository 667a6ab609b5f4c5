import '@/lib/server-only';
import { describeError } from '@/lib/api/error-catalog';
import type { RenderFailureCode } from '../lifecycle/fail-render';
import type { Style } from '../catalog/styles';
import type { ToolOptions } from '../catalog/tool-options';
import type { Tool } from '../catalog/tools';
import type { ClaimedRender } from '../lifecycle/claim-render';

export type EngineJob = {
  tool: Tool;
  style: Style;
  roomType: string;
  prompt: string | null;
  /** The normalised photo (JPEG). */
  image: Buffer;
  mask: Buffer | null;
  variant: number;
  /**
   * The seed of a listing's room: every photo of the room is furnished with the same pieces. Absent (a render of
   * its own), the variant alone chooses them.
   */
  seed?: number;
  /** The tool's options as the render was asked for them (checked then): sky replacement's sky, the paint colour. */
  options?: ToolOptions;
};

/**
 * Draws one output image per variant for a worker of this process (the local engine, or a test's stand-in). An
 * aborted `signal` (the render was cancelled) stops the drawing and rejects.
 */
export interface ImageRenderer {
  readonly name: string;
  render(job: EngineJob, signal?: AbortSignal): Promise<Buffer>;
}

/**
 * What the render lifecycle asks of an engine. `dispatch` works on a render the job queue gave this process: it
 * finishes it here, or hands it to a provider that reports back by webhook (`complete` is then the engine's own
 * webhook handler). `cancel` stops what the engine still runs for a render the user cancelled.
 */
export interface RenderEngine {
  readonly name: string;
  dispatch(render: ClaimedRender): Promise<void>;
  cancel(renderId: string): Promise<void>;
}

/**
 * A failure the user is told of by its code (and refunded): not a crash. The description, English, is for the API
 * and the logs; it defaults to the catalogue's.
 */
export class EngineError extends Error {
  override name = 'EngineError';
  // A field assigned in the constructor, not a parameter property: a drawing thread loads this file with Node's own
  // type stripping, which takes only the TypeScript that erases.
  readonly code: RenderFailureCode;

  constructor(code: RenderFailureCode, description: string = describeError(code)) {
    super(description);
    this.code = code;
  }
}
