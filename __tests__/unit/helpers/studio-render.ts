import type { TRender } from '@/lib/studio/renders/render-request';

/** The photo the studio tests work on, as the upload route answers it. */
export const STUDIO_PHOTO = {
  id: '11111111-1111-4111-8111-111111111111',
  url: '/api/files/u/photo.jpg',
  width: 800,
  height: 600,
};

/** A render of STUDIO_PHOTO as the owner's view shows it: a queued redesign unless `overrides` say otherwise. */
export function studioRender(overrides: Partial<TRender> = {}): TRender {
  return {
    id: 'r1',
    mine: true,
    status: 'queued',
    tool: 'redesign',
    roomType: 'living_room',
    style: 'modern',
    prompt: null,
    variants: 1,
    watermark: false,
    strictLayout: false,
    options: {},
    engine: 'local-preview',
    error: null,
    errorCode: null,
    outputs: [],
    structureScore: null,
    unwatermarkedOutputs: [],
    imageId: STUDIO_PHOTO.id,
    imageUrl: STUDIO_PHOTO.url,
    projectId: null,
    isPublic: false,
    createdAt: '2026-11-24T10:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

/** What jsdom lacks and the studio's canvas and photo previews use. */
export function stubBrowserForStudio() {
  Element.prototype.scrollIntoView = () => undefined;
  global.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
}
