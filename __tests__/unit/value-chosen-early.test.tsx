import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { useRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from '@/lib/site/react-dom-client-in-slices';
import { RadioCard } from '@/components/studio/radio-card';
import { useValueChosenEarly } from '@/hooks/use-value-chosen-early';

/** What the hook tells the component, and the state the component renders with. */
const taken = jest.fn<(what: string, value: string) => void>();
const rendered = jest.fn<(state: Record<string, string | boolean>) => void>();

type Control<Value> = { value: Value; onChange(value: Value): void };

/** Each control as the studio's are: its own element, read on mount. */
function Room({ value, onChange }: Control<string>) {
  const ref = useRef<HTMLSelectElement>(null);
  useValueChosenEarly(() => ref.current?.value, value, onChange);
  return (
    <select ref={ref} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="living-room">Living room</option>
      <option value="bedroom">Bedroom</option>
    </select>
  );
}

function Note({ value, onChange }: Control<string>) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useValueChosenEarly(() => ref.current?.value, value, onChange);
  return <textarea ref={ref} value={value} onChange={(event) => onChange(event.target.value)} />;
}

function Mark({ value, onChange }: Control<boolean>) {
  const ref = useRef<HTMLInputElement>(null);
  useValueChosenEarly(() => ref.current?.checked, value, onChange);
  return (
    <input ref={ref} type="checkbox" checked={value} onChange={(event) => onChange(event.target.checked)} />
  );
}

/** A choice the hook gave the component: recorded, then set. */
function adopt<Value extends string | boolean>(what: string, set: (value: Value) => void) {
  return (value: Value) => {
    taken(what, String(value));
    set(value);
  };
}

/** A select, a text field, a checkbox and the studio's radio cards, controlled as the studio's are. */
function Choices() {
  const [room, setRoom] = useState('living-room');
  const [note, setNote] = useState('');
  const [marked, setMarked] = useState(true);
  const [tool, setTool] = useState('redesign');
  rendered({ room, note, marked, tool });
  return (
    <form>
      <Room value={room} onChange={adopt<string>('room', setRoom)} />
      <Note value={note} onChange={adopt<string>('note', setNote)} />
      <Mark value={marked} onChange={adopt<boolean>('marked', setMarked)} />
      <fieldset>
        {['redesign', 'cleanup'].map((id) => (
          <RadioCard
            key={id}
            name="tool"
            value={id}
            checked={tool === id}
            onChange={() => adopt<string>('tool', setTool)(id)}
            className=""
          >
            {id}
          </RadioCard>
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
