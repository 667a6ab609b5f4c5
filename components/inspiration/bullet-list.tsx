import { capitalise } from '@/lib/inspiration/capitalise';

type Props = {
  items: readonly string[];
  /** A visual sign before each item (✓, ✕); the list's heading says what it means. */
  sign?: string;
  signClassName?: string;
};

export function BulletList({ items, sign = '•', signClassName = 'text-brand-600' }: Props) {
  return (
    <ul lang="en" className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className={`shrink-0 font-semibold ${signClassName}`}>
            {sign}
          </span>
          <span>{capitalise(item)}</span>
        </li>
      ))}
    </ul>
  );
}
