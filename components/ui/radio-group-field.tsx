import { type ReactNode, useId } from 'react';

export type RadioOption<T extends string> = { value: T; label: ReactNode };

type Props<T extends string> = {
  legend: string;
  options: readonly RadioOption<T>[];
  /** The option chosen; a value no option has leaves them all unticked. */
  value: string;
  onChange(value: T): void;
  /** Short labels wrap in a row; longer ones (a swatch and a name) line up in columns. */
  layout?: 'row' | 'columns';
  className?: string;
  /** More fields of the same choice, after the options and inside the fieldset (a paint's own hex, say). */
  children?: ReactNode;
};

const LAYOUT = {
  row: { options: 'flex flex-wrap gap-2', option: 'px-3' },
  columns: { options: 'grid grid-cols-2 gap-2 sm:grid-cols-3', option: 'px-2' },
};

/**
 * One choice among a few, each a bordered label around a native radio: arrows move the choice, Tab leaves the group,
 * and screen readers announce the fieldset's legend as the group's name.
 */
export function RadioGroupField<T extends string>({
  legend,
  options,
  value,
  onChange,
  layout = 'row',
  className,
  children,
}: Props<T>) {
  const name = useId();
  return (
    <fieldset className={className}>
      <legend className="label">{legend}</legend>
      <div className={LAYOUT[layout].options}>
        {options.map((option) => (
          <label
            key={option.value}
            className={`border-surface-line has-[:checked]:border-brand-600 has-[:focus-visible]:ring-brand-600 flex min-h-10 items-center gap-2 rounded-lg border text-sm has-[:focus-visible]:ring-2 ${LAYOUT[layout].option}`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4"
            />
            {option.label}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
