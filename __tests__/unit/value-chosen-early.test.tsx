import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { useRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from '@/lib/react-dom-client';
import { useRadioChosenEarly, useValueChosenEarly } from '@/hooks/use-value-chosen-early';

/** What the hook tells the component, and the state the component renders with. */
const taken = jest.fn<(what: string, value: string) => void>();
const rendered = jest.fn<(state: Record<string, string | boolean>) => void>();

/** Controlled controls as the studio's: a select, a text field, a checkbox and a radio group. */
function Choices() {
  const [room, setRoom] = useState('living-room');
  const [note, setNote] = useState('');
  const [marked, setMarked] = useState(true);
  const [tool, setTool] = useState('redesign');
  const roomRef = useRef<HTMLSelectElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const markRef = useRef<HTMLInputElement>(null);
  const toolsRef = useRef<HTMLFieldSetElement>(null);
  const adopt = (what: string, set: (value: string) => void) => (value: string) => {
    taken(what, value);
    set(value);
  };
  useValueChosenEarly(() => roomRef.current?.value, room, adopt('room', setRoom));
  useValueChosenEarly(() => noteRef.current?.value, note, adopt('note', setNote));
  useValueChosenEarly(
    () => (markRef.current ? String(markRef.current.checked) : undefined),
    String(marked),
    adopt('marked', (value) => setMarked(value === 'true')),
  );
  useRadioChosenEarly(toolsRef, 'tool', tool, (id) => ({ id }), adopt('tool', setTool));
  rendered({ room, note, marked, tool });
  return (
    <form>
      <select ref={roomRef} value={room} onChange={(event) => setRoom(event.target.value)}>
        <option value="living-room">Living room</option>
        <option value="bedroom">Bedroom</option>
      </select>
      <textarea ref={noteRef} value={note} onChange={(event) => setNote(event.target.value)} />
      <input
        ref={markRef}
        type="checkbox"
        checked={marked}
        onChange={(event) => setMarked(event.target.checked)}
      />
      <fieldset ref={toolsRef}>
        {['redesign', 'cleanup'].map((id) => (
          <input
            key={id}
            type="radio"
            name="tool"
            value={id}
            checked={tool === id}
            onChange={() => setTool(id)}
          />
        ))}
      </fieldset>
    </form>
  );
}

/** The component's server HTML in the document, as the browser shows it before the page's script runs. */
function serverRendered() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Choices />);
  document.body.append(container);
  return container;
}

afterEach(() => {
  taken.mockClear();
  rendered.mockClear();
  document.body.replaceChildren();
});

describe('useValueChosenEarly', () => {
  it('gives the state what was chosen in the server-rendered page before hydration', async () => {
    const container = serverRendered();
    container.querySelector('select')!.value = 'bedroom';
    container.querySelector('textarea')!.value = 'a reading corner';
    container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = false;
    container.querySelector<HTMLInputElement>('input[value="cleanup"]')!.checked = true;

    const root = await act(async () => hydrateRoot(container, <Choices />));
    expect(taken.mock.calls).toEqual([
      ['room', 'bedroom'],
      ['note', 'a reading corner'],
      ['marked', 'false'],
      ['tool', 'cleanup'],
    ]);
    expect(rendered).toHaveBeenLastCalledWith({
      room: 'bedroom',
      note: 'a reading corner',
      marked: false,
      tool: 'cleanup',
    });
    // And the page still shows them after the render that followed.
    expect(container.querySelector('select')!.value).toBe('bedroom');
    expect(container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(false);
    expect(container.querySelector<HTMLInputElement>('input[name="tool"]:checked')!.value).toBe('cleanup');
    act(() => root.unmount());
  });

  it('changes nothing after a hydration with nothing chosen, or a render in the browser', async () => {
    const container = serverRendered();
    const root = await act(async () => hydrateRoot(container, <Choices />));
    act(() => root.unmount());
    render(<Choices />);
    expect(taken).not.toHaveBeenCalled();
    expect(rendered).toHaveBeenLastCalledWith({
      room: 'living-room',
      note: '',
      marked: true,
      tool: 'redesign',
    });
  });
});
