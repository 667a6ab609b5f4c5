import type { EditToolId } from '@/lib/studio/catalog/edit-tools';

/** A before/after pair of a photo edit under public/edit-examples, made by `npm run edit-examples`. */
export type EditExample = { before: string; after: string; width: number; height: number };

/** The size the examples are written at (the panel shows them at most 20rem wide, twice that for dense screens). */
export const EDIT_EXAMPLE_WIDTH = 640;

/** Which fixture photo each example starts from, and how its "before" is made (see the script). */
export const EDIT_EXAMPLE_SOURCES: Record<EditToolId, { photo: string; height: number }> = {
  enhance: { photo: 'living-room', height: 425 },
  straighten: { photo: 'living-room', height: 425 },
  'sky-replacement': { photo: 'brick-houses', height: 480 },
  'day-to-dusk': { photo: 'brick-houses', height: 480 },
  'paint-walls': { photo: 'living-room', height: 425 },
};

export const editExample = (tool: EditToolId): EditExample => ({
  before: `/edit-examples/${tool}-before.jpg`,
  after: `/edit-examples/${tool}-after.jpg`,
  width: EDIT_EXAMPLE_WIDTH,
  height: EDIT_EXAMPLE_SOURCES[tool].height,
});
