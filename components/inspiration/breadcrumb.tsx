import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';

type Props = { parent: { href: string; label: string }; current: string };

/** Back to the gallery a detail page belongs to. */
export function Breadcrumb({ parent, current }: Props) {
  const { t } = useTranslation('inspiration');
  return (
    <nav aria-label={t('breadcrumb')} className="text-ink-muted text-sm">
      <ol className="flex flex-wrap items-center gap-2">
        <li>
          <Link href={parent.href} className="link">
            {parent.label}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="text-ink">
          {current}
        </li>
      </ol>
    </nav>
  );
}
