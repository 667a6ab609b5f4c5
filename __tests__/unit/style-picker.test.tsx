import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StylePicker } from '@/components/studio/style-picker';
import { STYLES } from '@/lib/studio/catalog/styles';

/** The viewport, under the test's control. */
const observers: IntersectionObserverCallback[] = [];
class FakeObserver {
  constructor(callback: IntersectionObserverCallback) {
    observers.push(callback);
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  observers.length = 0;
  Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true });
});

describe('StylePicker', () => {
  it('holds the cards’ place until the visitor starts using the page, then shows them with the style chosen', async () => {
    const onChange = jest.fn();
    const { container } = render(<StylePicker value="japandi" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Style' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')!.children).toHaveLength(STYLES.length);

    await act(async () => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    });
    expect(await screen.findAllByRole('radio')).toHaveLength(STYLES.length);
    expect(screen.getByRole('radio', { name: /Japandi/ })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: /Scandinavian/ }));
    expect(onChange).toHaveBeenCalledWith('scandinavian');
  });

  it('shows the cards as soon as their place nears the screen', async () => {
    render(<StylePicker value="modern" onChange={() => undefined} />);
    expect(observers).toHaveLength(1);
    await act(async () =>
      observers[0]!([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(await screen.findByRole('radio', { name: /Modern/ })).toBeChecked();
  });
});
