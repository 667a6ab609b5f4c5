import { describe, expect, it } from '@jest/globals';
import { createEditorStore } from '@/store/editor-store';
import { createFeedStore } from '@/store/feed-store';

describe('feed store (SPEC §3, §4)', () => {
  it('starts with the spec defaults', () => {
    const s = createFeedStore().getState();
    expect([s.feedStyle, s.hasMoreRenders, s.favoritesCount, s.pendingVideoJobs]).toEqual([
      'private',
      true,
      0,
      [],
    ]);
  });

  it('adds pending video jobs at the front, patches and removes them by id', () => {
    const store = createFeedStore();
    const { addPendingVideoJob, updatePendingVideoJob, removePendingVideoJob } = store.getState();
    addPendingVideoJob({ id: 'a', updatable: true, removable: false });
    addPendingVideoJob({ id: 'b', updatable: true, removable: false });
    expect(store.getState().pendingVideoJobs.map((j) => j.id)).toEqual(['b', 'a']);
    updatePendingVideoJob('a', { removable: true });
    expect(store.getState().pendingVideoJobs[1]).toEqual({ id: 'a', updatable: true, removable: true });
    removePendingVideoJob('b');
    expect(store.getState().pendingVideoJobs.map((j) => j.id)).toEqual(['a']);
  });

  it('keeps the favourites count equal to the set of favourite ids', () => {
    const store = createFeedStore();
    store.getState().setFavorites(['r1', 'r2', 'r1']);
    expect(store.getState().favoritesCount).toBe(2);
    expect([...store.getState().favoriteJobIds]).toEqual(['r1', 'r2']);
  });
});

describe('editor store (SPEC §3)', () => {
  it("starts blank with the 'simple' brush", () => {
    const s = createEditorStore().getState();
    expect([s.image, s.brushMode, s.clickPoints]).toEqual(['blank', 'simple', []]);
  });
});
