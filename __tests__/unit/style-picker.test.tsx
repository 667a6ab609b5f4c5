import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StylePicker } from '@/components/studio/style-picker';
import { STYLES } from '@/lib/studio/catalog/styles';
import {
  comeIntoView,
  installFakeIntersectionObserver,
  observers,
} from './helpers/fake-intersection-observer';

beforeEach(() => {
  installFakeIntersectionObserver();
});

describe('StylePicker', () => {
  it('offers every style at once, and adds the pictures when the visitor starts using the page', async () => {
    const onChange = jest.fn();
    const { container } = render(<StylePicker value="japandi" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Style' })).toBeInTheDocument();
    // A screen reader finds every choice before any picture has come.
    expect(screen.getAllByRole('radio')).toHaveLength(STYLES.length);
    expect(screen.getByRole('radio', { name: /Japandi/ })).toBeChecked();
    expect(container.querySelectorAll('img')).toHaveLength(0);
    fireEvent.click(screen.getByRole('radio', { name: /Scandinavian/ }));
    expect(onChange).toHaveBeenCalledWith('scandinavian');

    await act(async () => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    });
    expect(container.querySelectorAll('img')).toHaveLength(STYLES.length);
    expect(screen.getAllByRole('radio')).toHaveLength(STYLES.length);
  });

  it('shows the pictures as soon as the cards’ place nears the screen', async () => {
    const { container } = render(<StylePicker value="modern" onChange={() => undefined} />);
    expect(observers).toHaveLength(1);
    expect(container.querySelectorAll('img')).toHaveLength(0);
    await act(async () => comeIntoView());
    expect(container.querySelectorAll('img')).toHaveLength(STYLES.length);
    expect(screen.getByRole('radio', { name: /Modern/ })).toBeChecked();
  });
});
