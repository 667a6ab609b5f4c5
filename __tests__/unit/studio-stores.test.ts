import { describe, expect, it } from '@jest/globals';
import type { TRender } from '@/lib/studio/renders/render-request';
import { type MaskStroke, createEditorStore } from '@/store/editor-store';
import { createFeedStore } from '@/store/feed-store';
import { createProjectStore } from '@/store/project-store';
import { createStudioFlowStore } from '@/store/studio-flow-store';
import { type PendingVideoJob, createVideoJobsStore } from '@/store/video-jobs-store';

const job = (id: string): PendingVideoJob => ({
  id,
  renderId: `r-${id}`,
  status: 'queued',
  url: null,
  downloadName: 'living-room-japandi-before-after',
  errorCode: null,
});

describe('feed store (SPEC §3, §4)', () => {
  it('starts with the spec defaults', () => {
    const s = createFeedStore().getState();
    expect([
      s.feedStyle,
      s.hasMoreRenders,
      s.favoritesCount,
      s.completedJobsCount,
      s.activeProjectFilter,
    ]).toEqual(['private', true, 0, 0, null]);
  });

  it('keeps the favourites count equal to the set of favourite ids', () => {
    const store = createFeedStore();
    store.getState().setFavorites(['r1', 'r2', 'r1']);
    expect(store.getState().favoritesCount).toBe(2);
    expect([...store.getState().favoriteJobIds]).toEqual(['r1', 'r2']);
    store.getState().setFavorite('r3', true);
    store.getState().setFavorite('r1', false);
    store.getState().setFavorite('r1', false);
    expect([...store.getState().favoriteJobIds].sort()).toEqual(['r2', 'r3']);
    expect(store.getState().favoritesCount).toBe(2);
  });

  it('keeps a server total above the ids it sent, moving it with each toggle', () => {
    const store = createFeedStore();
    store.getState().setFavorites(['r1', 'r2'], 5001);
    expect(store.getState().favoritesCount).toBe(5001);
    store.getState().setFavorite('r3', true);
    store.getState().setFavorite('r3', true);
    expect(store.getState().favoritesCount).toBe(5002);
    store.getState().setFavorite('r1', false);
    store.getState().setFavorite('r9', false);
    expect(store.getState().favoritesCount).toBe(5001);
    store.getState().setFavorites([], 0);
    expect([store.getState().favoritesCount, store.getState().favoriteJobIds.size]).toEqual([0, 0]);
  });

  it('switches feeds and project filters with more renders to load again', () => {
    const store = createFeedStore();
    store.getState().setHasMoreRenders(false);
    store.getState().setFeedStyle('favorites');
    expect([store.getState().feedStyle, store.getState().hasMoreRenders]).toEqual(['favorites', true]);
    store.getState().setHasMoreRenders(false);
    store.getState().setActiveProjectFilter('p1');
    expect([store.getState().activeProjectFilter, store.getState().hasMoreRenders]).toEqual(['p1', true]);
  });

  it("keeps each feed's renders apart when another feed is loaded", () => {
    const store = createFeedStore();
    const render = (id: string) => ({ id }) as TRender;
    store.getState().setFeed('private', [render('a')]);
    store.getState().setFeed('favorites', [render('b')]);
    store.getState().setFeed('private', [render('a'), render('c')]);
    const { feeds } = store.getState();
    expect([feeds.private.map((r) => r.id), feeds.favorites.map((r) => r.id), feeds.public]).toEqual([
      ['a', 'c'],
      ['b'],
      [],
    ]);
  });
});

describe('video jobs store (SPEC §4)', () => {
  it('adds pending video jobs at the front, patches and removes them by id', () => {
    const store = createVideoJobsStore();
    const { addPendingVideoJob, updatePendingVideoJob, removePendingVideoJob } = store.getState();
    addPendingVideoJob(job('a'));
    addPendingVideoJob(job('b'));
    expect(store.getState().pendingVideoJobs.map((j) => j.id)).toEqual(['b', 'a']);
    updatePendingVideoJob('a', { status: 'succeeded', url: '/api/files/x.mp4' });
    expect(store.getState().pendingVideoJobs[1]).toEqual({
      ...job('a'),
      status: 'succeeded',
      url: '/api/files/x.mp4',
    });
    expect(store.getState().pendingVideoJobs[0]).toEqual(job('b'));
    addPendingVideoJob(job('a'));
    expect(store.getState().pendingVideoJobs.map((j) => j.id)).toEqual(['a', 'b']);
    removePendingVideoJob('b');
    expect(store.getState().pendingVideoJobs.map((j) => j.id)).toEqual(['a']);
  });
});

describe('project store (SPEC §3)', () => {
  it('drops a selected project that is no longer in the list', () => {
    const store = createProjectStore();
    const project = { id: 'p1', name: 'Loft', renderCount: 0, coverUrl: null, createdAt: '', updatedAt: '' };
    store.getState().setProjects([project]);
    store.getState().selectProject(project);
    store.getState().setProjects([{ ...project, name: 'Loft, renamed' }]);
    expect(store.getState().selectedProject?.name).toBe('Loft, renamed');
    store.getState().setProjects([]);
    expect(store.getState().selectedProject).toBeNull();
  });
});

describe('editor store (SPEC §3)', () => {
  it("starts blank with the 'simple' brush", () => {
    const s = createEditorStore().getState();
    expect([s.image, s.brushMode, s.clickPoints]).toEqual(['blank', 'simple', []]);
  });

  const stroke = (x: number): MaskStroke => ({ mode: 'paint', size: 10, hardness: 1, points: [{ x, y: x }] });

  it('undoes and redoes strokes, clicks and clearing as single steps', () => {
    const store = createEditorStore();
    const { addStroke, clearMask, undo, redo } = store.getState();
    const drawing = () => [store.getState().strokes, store.getState().clickPoints];
    addStroke(stroke(1));
    addStroke(stroke(2), { x: 2, y: 2 });
    expect(drawing()).toEqual([[stroke(1), stroke(2)], [{ x: 2, y: 2 }]]);
    clearMask();
    expect(drawing()).toEqual([[], []]);
    undo();
    expect(drawing()).toEqual([[stroke(1), stroke(2)], [{ x: 2, y: 2 }]]);
    undo();
    expect(drawing()).toEqual([[stroke(1)], []]);
    redo();
    expect(drawing()).toEqual([[stroke(1), stroke(2)], [{ x: 2, y: 2 }]]);
    undo();
    addStroke(stroke(3));
    expect(store.getState().redoStack).toEqual([]);
    redo();
    expect(drawing()).toEqual([[stroke(1), stroke(3)], []]);
    undo();
    undo();
    undo();
    expect(drawing()).toEqual([[], []]);
    expect(store.getState().undoStack).toEqual([]);
  });

  it('does not record clearing an empty mask', () => {
    const store = createEditorStore();
    store.getState().clearMask();
    expect(store.getState().undoStack).toEqual([]);
  });

  it('drops the exported mask once the drawing changes, but keeps the locked ones', () => {
    const store = createEditorStore();
    store.getState().addStroke(stroke(1));
    store.getState().lockMask('blob:1', 'data:1');
    store.getState().setMaskImage('blob:1');
    store.getState().addStroke(stroke(2));
    expect(store.getState().maskImage).toBeNull();
    expect([store.getState().lockedMaskImages, store.getState().lockedCanvasMaskImages]).toEqual([
      ['blob:1'],
      ['data:1'],
    ]);
  });

  it('starts a new mask for another photo, and keeps it for the same one', () => {
    const store = createEditorStore();
    store.getState().startMask('/api/files/a.jpg');
    store.getState().addStroke(stroke(1), { x: 1, y: 1 });
    store.getState().startMask('/api/files/a.jpg');
    expect(store.getState().strokes).toHaveLength(1);
    store.getState().startMask('/api/files/b.jpg');
    expect([store.getState().strokes, store.getState().clickPoints, store.getState().undoStack]).toEqual([
      [],
      [],
      [],
    ]);
  });
});

describe('studio flow store', () => {
  const photo = (id: string) => ({ id, url: `/api/files/${id}.jpg`, thumbnailUrl: '', width: 8, height: 6 });
  const start = () => createStudioFlowStore({ tool: 'floor-swap', roomType: 'kitchen', style: 'japandi' });

  it('starts from the chosen tool, room and style, with no photo, render or error', () => {
    const s = start().getState();
    expect([s.tool, s.roomType, s.style, s.photo, s.renderId, s.error, s.variant, s.watermark]).toEqual([
      'floor-swap',
      'kitchen',
      'japandi',
      null,
      null,
      null,
      0,
      null,
    ]);
  });

  it('sets a result aside, keeping the photo it was made from and every choice', () => {
    const store = start();
    store.getState().setPhoto(photo('a'));
    store.getState().setPrompt('oak');
    store.getState().showRender('r1');
    store.getState().chooseVariant(2);
    store.getState().chooseTool('cleanup');
    store.getState().setResultAside();
    const s = store.getState();
    expect([s.photo?.id, s.renderId, s.variant, s.tool, s.prompt]).toEqual(['a', null, 0, 'cleanup', 'oak']);
  });

  it('takes a result on as the next photo: the render leaves, the error goes, the choices stay', () => {
    const store = start();
    store.getState().setPhoto(photo('a'));
    store.getState().showRender('r1');
    store.getState().setError({ message: 'The result could not be opened for editing. Try again.' });
    store.getState().setPhoto(photo('result'));
    const s = store.getState();
    expect([s.photo?.id, s.renderId, s.error, s.tool]).toEqual(['result', null, null, 'floor-swap']);
  });

  it('opens a render with its choices and attaches its photo later without dropping it', () => {
    const store = start();
    store.getState().setError({ message: 'old' });
    store
      .getState()
      .openRender({ id: 'r9', tool: 'redesign', roomType: 'bedroom', style: 'modern', prompt: 'p' });
    store.getState().attachPhoto(photo('b'));
    const s = store.getState();
    expect([s.renderId, s.tool, s.roomType, s.style, s.prompt, s.error, s.photo?.id]).toEqual([
      'r9',
      'redesign',
      'bedroom',
      'modern',
      'p',
      null,
      'b',
    ]);
  });

  it('clears the photo and the render shown together', () => {
    const store = start();
    store.getState().setPhoto(photo('a'));
    store.getState().showRender('r1');
    store.getState().clearPhoto();
    expect([store.getState().photo, store.getState().renderId]).toEqual([null, null]);
  });
});
