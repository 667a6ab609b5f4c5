import '@/lib/server-only';
import { AppError } from '@/lib/api/app-error';
import { checkRenderChoices } from '../lifecycle/create-render';

/** The catalogue checks of every photo of a batch, each 422 saying which photo it is about. */
export function checkBatchPhotos(
  style: string,
  photos: { tool: string; roomType: string; hasMask: boolean; options?: Record<string, unknown> }[],
): void {
  photos.forEach((photo, index) => {
    try {
      checkRenderChoices(
        { tool: photo.tool, roomType: photo.roomType, style, options: photo.options },
        photo.hasMask,
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw new AppError(error.code, {
        params: error.params,
        field: error.field,
        description: `Photo ${index + 1}: ${error.description}`,
      });
    }
  });
}
