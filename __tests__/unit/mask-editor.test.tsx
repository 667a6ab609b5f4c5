import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { type MaskEditorHandle, MaskEditor } from '@/components/studio/mask-editor/mask-editor';
import type { MaskStroke } from '@/store/editor-store';
import { StudioStoreProvider, useEditorStore } from '@/store/studio-store-provider';

// jsdom has no PointerEvent either: without one, fireEvent's pointer events carry no coordinates.
beforeAll(() => {
  class PointerEventStub extends MouseEvent {
    pointerId: number;
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.assign(window, { PointerEvent: PointerEventStub });
  Element.prototype.setPointerCapture = () => undefined;
  URL.createObjectURL = () => 'blob:mask-1';
});

// jsdom has no 2D canvas: the editor keeps its strokes as data and draws nothing (see 'with a canvas' below).
beforeEach(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  jest.restoreAllMocks();
});

/** The store's image-editing state, as the page around the editor would read it. */
function EditorState() {
  const state = useEditorStore((s) => s);
  const { strokes, clickPoints, brushMode, maskImage, lockedMaskImages, lockedCanvasMaskImages } = state;
  return (
    <pre data-testid="editor-state">
      {JSON.stringify({
        strokes,
        clickPoints,
        brushMode,
        maskImage,
        lockedMaskImages,
        lockedCanvasMaskImages,
      })}
    </pre>
  );
}
const editorState = () =>
  JSON.parse(screen.getByTestId('editor-state').textContent ?? '{}') as {
    strokes: MaskStroke[];
    clickPoints: { x: number; y: number }[];
    brushMode: string;
    maskImage: string | null;
    lockedMaskImages: string[];
    lockedCanvasMaskImages: string[];
  };

/** A 1600×1200 photo shown at 400×300 from (10, 20): one CSS pixel is four photo pixels. */
function renderEditor(disabled = false) {
  const ref = createRef<MaskEditorHandle>();
  const user = userEvent.setup();
  render(
    <StudioStoreProvider>
      <textarea aria-label="Prompt" />
      <MaskEditor ref={ref} imageUrl="/api/files/room.jpg" width={1600} height={1200} disabled={disabled} />
      <EditorState />
    </StudioStoreProvider>,
  );
  const canvas = screen.getByTestId('mask-canvas');
  jest
    .spyOn(canvas, 'getBoundingClientRect')
    .mockReturnValue(DOMRect.fromRect({ x: 10, y: 20, width: 400, height: 300 }));
  return { ref, user, canvas };
}

/** Client coordinates of a photo pixel. */
const at = (x: number, y: number) => ({ clientX: 10 + x / 4, clientY: 20 + y / 4 });

function brush(canvas: HTMLElement, points: [number, number][], pointerType = 'mouse') {
  const [first, ...rest] = points;
  if (!first) return;
  fireEvent.pointerDown(canvas, { ...at(...first), pointerId: 7, pointerType, button: 0 });
  for (const point of rest) fireEvent.pointerMove(canvas, { ...at(...point), pointerId: 7, pointerType });
  const last = rest.at(-1) ?? first;
  fireEvent.pointerUp(canvas, { ...at(...last), pointerId: 7, pointerType });
}

const button = (name: string) => screen.getByRole('button', { name });

describe('MaskEditor', () => {
  it("starts with the 'simple' brush, no advanced controls, nothing to undo and a hint", () => {
    renderEditor();
    expect(screen.getByRole('group', { name: 'Mask' })).toHaveAccessibleDescription(
      /Brush over what you want to change/,
    );
    expect(screen.getByRole('radio', { name: 'Simple' })).toBeChecked();
    expect(screen.queryByRole('slider', { name: 'Brush size' })).not.toBeInTheDocument();
    expect(screen.queryByRole('slider', { name: 'Edge hardness' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase' })).not.toBeInTheDocument();
    for (const name of ['Undo', 'Redo', 'Clear']) expect(button(name)).toBeDisabled();
    expect(screen.getByRole('img', { name: 'Your photo, to brush over' })).toHaveAttribute(
      'src',
      '/api/files/room.jpg',
    );
  });

  it('paints a round stroke in photo pixels with the simple brush, and enables Undo', () => {
    const { canvas, ref } = renderEditor();
    expect(ref.current?.isEmpty()).toBe(true);
    brush(canvas, [
      [400, 300],
      [800, 600],
      [1200, 600],
    ]);
    expect(editorState().strokes).toEqual([
      {
        mode: 'paint',
        size: 64,
        hardness: 1,
        points: [
          { x: 400, y: 300 },
          { x: 800, y: 600 },
          { x: 1200, y: 600 },
        ],
      },
    ]);
    expect(editorState().clickPoints).toEqual([]);
    expect(button('Undo')).toBeEnabled();
    expect(button('Redo')).toBeDisabled();
    expect(ref.current?.isEmpty()).toBe(false);
  });

  it('undoes, redoes, and clears undoably, saying so to screen readers', async () => {
    const { canvas, user } = renderEditor();
    brush(canvas, [
      [0, 0],
      [400, 400],
    ]);
    const drawn = editorState().strokes;

    await user.click(button('Undo'));
    expect(editorState().strokes).toEqual([]);
    expect(button('Undo')).toBeDisabled();
    expect(button('Redo')).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('Last change undone.');

    await user.click(button('Redo'));
    expect(editorState().strokes).toEqual(drawn);
    expect(button('Redo')).toBeDisabled();

    await user.click(button('Clear'));
    expect(editorState().strokes).toEqual([]);
    expect(button('Clear')).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Mask cleared.');
    await user.click(button('Undo'));
    expect(editorState().strokes).toEqual(drawn);
  });

  it('takes Ctrl/Cmd+Z to undo and Ctrl/Cmd+Shift+Z or Ctrl+Y to redo, but not inside a text field', async () => {
    const { canvas, user } = renderEditor();
    brush(canvas, [
      [0, 0],
      [400, 400],
    ]);
    await user.keyboard('{Control>}z{/Control}');
    expect(editorState().strokes).toHaveLength(0);
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(editorState().strokes).toHaveLength(1);
    await user.keyboard('{Meta>}z{/Meta}');
    expect(editorState().strokes).toHaveLength(0);
    await user.keyboard('{Meta>}{Shift>}Z{/Shift}{/Meta}');
    expect(editorState().strokes).toHaveLength(1);
    await user.keyboard('{Control>}z{/Control}');
    await user.keyboard('{Control>}y{/Control}');
    expect(editorState().strokes).toHaveLength(1);

    await user.click(screen.getByRole('textbox', { name: 'Prompt' }));
    await user.keyboard('{Control>}z{/Control}');
    expect(editorState().strokes).toHaveLength(1);
  });

  it('records a click point and a dot for a press that does not move', () => {
    const { canvas } = renderEditor();
    // A wobble of two CSS pixels is still a click.
    brush(canvas, [
      [800, 400],
      [808, 404],
    ]);
    expect(editorState().clickPoints).toEqual([{ x: 800, y: 400 }]);
    expect(editorState().strokes).toEqual([
      { mode: 'paint', size: 64, hardness: 1, points: [{ x: 800, y: 400 }] },
    ]);
  });

  it('brushes with the advanced size and hardness, and erases', async () => {
    const { canvas, user, ref } = renderEditor();
    await user.click(screen.getByRole('radio', { name: 'Advanced' }));
    expect(editorState().brushMode).toBe('advanced');
    fireEvent.change(screen.getByRole('slider', { name: 'Brush size' }), { target: { value: '10' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Edge hardness' }), { target: { value: '20' } });
    expect(screen.getByText('10 %')).toBeInTheDocument();
    const erase = button('Erase');
    expect(erase).toHaveAttribute('aria-pressed', 'false');
    await user.click(erase);
    expect(erase).toHaveAttribute('aria-pressed', 'true');

    brush(canvas, [
      [0, 0],
      [100, 100],
    ]);
    expect(editorState().strokes).toEqual([
      {
        mode: 'erase',
        size: 160,
        hardness: 0.2,
        points: [
          { x: 0, y: 0 },
          { x: 100, y: 100 },
        ],
      },
    ]);
    // Erasing alone brushes nothing.
    expect(ref.current?.isEmpty()).toBe(true);
  });

  it('ignores the right mouse button and a second finger while one is brushing', () => {
    const { canvas } = renderEditor();
    fireEvent.pointerDown(canvas, { ...at(0, 0), pointerId: 1, button: 2 });
    fireEvent.pointerUp(canvas, { ...at(0, 0), pointerId: 1, button: 2 });
    expect(editorState().strokes).toEqual([]);

    fireEvent.pointerDown(canvas, { ...at(0, 0), pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerDown(canvas, { ...at(400, 400), pointerId: 2, pointerType: 'touch' });
    fireEvent.pointerMove(canvas, { ...at(800, 800), pointerId: 2, pointerType: 'touch' });
    fireEvent.pointerUp(canvas, { ...at(800, 800), pointerId: 2, pointerType: 'touch' });
    fireEvent.pointerMove(canvas, { ...at(400, 0), pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerUp(canvas, { ...at(400, 0), pointerId: 1, pointerType: 'touch' });
    expect(editorState().strokes.map((s) => s.points)).toEqual([
      [
        { x: 0, y: 0 },
        { x: 400, y: 0 },
      ],
    ]);
  });

  it('drops a stroke the browser cancels', () => {
    const { canvas } = renderEditor();
    fireEvent.pointerDown(canvas, { ...at(0, 0), pointerId: 3, pointerType: 'touch' });
    fireEvent.pointerMove(canvas, { ...at(400, 0), pointerId: 3, pointerType: 'touch' });
    fireEvent.pointerCancel(canvas, { pointerId: 3, pointerType: 'touch' });
    expect(editorState().strokes).toEqual([]);
  });

  it('neither brushes nor offers its buttons when disabled', () => {
    const { canvas } = renderEditor(true);
    brush(canvas, [
      [0, 0],
      [400, 400],
    ]);
    expect(editorState().strokes).toEqual([]);
    expect(screen.getByRole('radio', { name: 'Advanced' })).toBeDisabled();
    for (const name of ['Undo', 'Redo', 'Clear']) expect(button(name)).toBeDisabled();
  });

  it('brushes from the keyboard: arrows move the brush, Enter or Space brush a dot, Shift with an arrow a line', async () => {
    const { user } = renderEditor();
    const area = screen.getByRole('application', { name: 'Brush area' });
    expect(area).toHaveAccessibleDescription(/arrow keys move the brush/);
    expect(area).toHaveAttribute('tabindex', '0');
    act(() => area.focus());
    // The brush starts in the middle of the 1600×1200 photo; one arrow moves it 2.5 % of the long edge (40 px).
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowRight}{ArrowDown} ');
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    const { strokes, clickPoints } = editorState();
    expect(strokes.map((s) => s.points)).toEqual([
      [{ x: 800, y: 600 }],
      [{ x: 840, y: 640 }],
      [
        { x: 840, y: 640 },
        { x: 800, y: 640 },
      ],
    ]);
    expect(strokes.every((s) => s.mode === 'paint' && s.size === 64)).toBe(true);
    expect(clickPoints).toEqual([
      { x: 800, y: 600 },
      { x: 840, y: 640 },
    ]);
    await user.keyboard('{Control>}z{/Control}');
    expect(editorState().strokes).toHaveLength(2);
  });

  it('keeps the keyboard brush on the photo', async () => {
    const { user } = renderEditor();
    act(() => screen.getByRole('application', { name: 'Brush area' }).focus());
    await user.keyboard('{ArrowUp>20/}{ArrowLeft>30/}{Enter}');
    expect(editorState().strokes.map((s) => s.points)).toEqual([[{ x: 0, y: 0 }]]);
  });

  it('takes no keys and leaves the tab order when disabled', () => {
    renderEditor(true);
    const area = screen.getByRole('application', { name: 'Brush area' });
    expect(area).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(area, { key: 'Enter' });
    expect(editorState().strokes).toEqual([]);
  });

  describe('with a canvas', () => {
    type Painted = { call: string; args: unknown[]; fill: unknown; op: unknown };
    /** The editor's overlay colour: its strokes are not the export's. */
    const HIGHLIGHT_PINK = '#ec4899';

    /**
     * A stand-in 2D context for every canvas: it records what is painted and reads back one pixel, white when
     * `brushed`. The browser's part of the export (rasterising, PNG encoding) is what it replaces.
     */
    function fakeCanvas(brushed: boolean) {
      const painted: Painted[] = [];
      jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
        this: HTMLCanvasElement,
      ) {
        const state: Record<string | symbol, unknown> = { canvas: this };
        return new Proxy(state, {
          get: (target, prop) => {
            if (prop in target) return target[prop];
            if (prop === 'getImageData')
              return () => ({ data: Uint8ClampedArray.of(brushed ? 255 : 0, 0, 0, 255) });
            return (...args: unknown[]) => {
              painted.push({
                call: String(prop),
                args,
                fill: target.fillStyle,
                op: target.globalCompositeOperation,
              });
            };
          },
          set: (target, prop, value) => {
            target[prop] = value;
            return true;
          },
        }) as unknown as CanvasRenderingContext2D;
      } as unknown as HTMLCanvasElement['getContext']);
      jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,overlay');
      const exported: { width: number; height: number; type?: string }[] = [];
      jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
        this: HTMLCanvasElement,
        done,
        type,
      ) {
        exported.push({ width: this.width, height: this.height, type });
        done(new Blob(['png'], { type }));
      });
      return { painted, exported };
    }

    it('exports an opaque PNG at natural size and locks it with the overlay (SPEC §3 locked mask images)', async () => {
      const { painted, exported } = fakeCanvas(true);
      const { canvas, ref } = renderEditor();
      brush(canvas, [
        [0, 0],
        [400, 400],
      ]);
      let blob: Blob | null = null;
      await act(async () => {
        blob = (await ref.current?.toMaskBlob()) ?? null;
      });
      expect(blob).toBeInstanceOf(Blob);
      expect(exported).toEqual([{ width: 1600, height: 1200, type: 'image/png' }]);
      // White strokes, then black behind them over the whole photo.
      const exportCalls = painted.filter(
        (p) => ['stroke', 'fill', 'fillRect'].includes(p.call) && p.fill !== HIGHLIGHT_PINK,
      );
      expect(exportCalls.map((p) => [p.call, p.fill, p.op])).toEqual([
        ['stroke', '#ffffff', 'source-over'],
        ['fillRect', '#000000', 'destination-over'],
      ]);
      expect(exportCalls.at(-1)?.args).toEqual([0, 0, 1600, 1200]);
      expect(editorState()).toMatchObject({
        maskImage: 'blob:mask-1',
        lockedMaskImages: ['blob:mask-1'],
        lockedCanvasMaskImages: ['data:image/png;base64,overlay'],
      });
    });

    it('gives no mask and locks nothing when everything brushed was erased', async () => {
      fakeCanvas(false);
      const { canvas, ref } = renderEditor();
      brush(canvas, [
        [0, 0],
        [400, 400],
      ]);
      let blob: Blob | null = new Blob();
      await act(async () => {
        blob = (await ref.current?.toMaskBlob()) ?? null;
      });
      expect(blob).toBeNull();
      expect(editorState()).toMatchObject({
        maskImage: null,
        lockedMaskImages: [],
        lockedCanvasMaskImages: [],
      });
    });
  });
});
