import { type ReactNode, useRef } from 'react';
import { useValueChosenEarly } from '@/hooks/use-value-chosen-early';

type Props = {
  name: string;
  value: string;
  checked: boolean;
  onChange(): void;
  /** The card's own look (layout, border colours for checked and not), beside the shared focus ring and shape. */
  className: string;
  title?: string;
  children: ReactNode;
};

/**
 * A card that is a radio button: the whole card is the label, the radio itself is hidden but keeps the keyboard and
 * screen-reader behaviour, and the card shows its focus ring when the radio has keyboard focus. A card chosen before
 * the page's script ran is chosen in the state too.
 */
export function RadioCard({ name, value, checked, onChange, className, title, children }: Props) {
  const radio = useRef<HTMLInputElement>(null);
  useValueChosenEarly(
    () => radio.current?.checked,
    checked,
    (chosen) => {
      if (chosen) onChange();
    },
  );
  return (
    <label
      title={title}
      className={`has-focus-visible:outline-brand-600 cursor-pointer rounded-xl border text-sm transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 ${className}`}
    >
      <input
        ref={radio}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="sr-only"
      />
      {children}
    </label>
  );
}
