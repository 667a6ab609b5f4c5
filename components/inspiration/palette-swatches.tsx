import { capitalise } from '@/lib/inspiration/capitalise';

type Props = {
  colours: readonly string[];
  names: readonly string[];
  /** Names the list for screen readers ("Colour palette of the Italian style"). */
  label: string;
  /** `compact`: a row of dots for cards, names for screen readers only; `full`: each colour with its name and hex. */
  variant: 'compact' | 'full';
};

/** A style's palette. Every colour carries its name in text, so the palette is never conveyed by colour alone. */
export function PaletteSwatches({ colours, names, label, variant }: Props) {
  if (variant === 'compact') {
    return (
      <ul aria-label={label} className="flex gap-1.5">
        {colours.map((hex, i) => (
          <li key={hex}>
            <span
              aria-hidden="true"
              className="block size-6 rounded-full border border-black/10"
              style={{ backgroundColor: hex }}
            />
            <span lang="en" className="sr-only">{`${capitalise(names[i] ?? '')} ${hex}`}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {colours.map((hex, i) => (
        <li key={hex} className="rounded-card border-surface-line overflow-hidden border bg-white">
          <span
            aria-hidden="true"
            className="block h-20 border-b border-black/10"
            style={{ backgroundColor: hex }}
          />
          <span className="block p-3">
            <span lang="en" className="block text-sm font-semibold">
              {capitalise(names[i] ?? '')}
            </span>
            <span className="text-ink-muted block font-mono text-xs uppercase">{hex}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
