import { ChevronDownIcon } from '@/components/ui/icons';

type Props = { items: { question: string; answer: string }[] };

/** Questions as native disclosure widgets: keyboard and screen-reader support come with <details>. */
export function FaqList({ items }: Props) {
  return (
    <div className="divide-surface-line rounded-card border-surface-line divide-y border bg-white">
      {items.map((item) => (
        <details key={item.question} className="group px-5 py-4">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDownIcon className="text-ink-subtle mt-0.5 size-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <p className="text-ink-muted mt-3 text-pretty">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
