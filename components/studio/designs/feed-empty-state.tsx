import { useTranslation } from 'next-i18next/pages';
import type { FeedStyle } from '@/store/feed-store';

type Props = { feed: FeedStyle; filtered: boolean; onStartNew?(): void };

/** What an empty feed means and what to do next, for each feed and for an empty project. */
export function FeedEmptyState({ feed, filtered, onStartNew }: Props) {
  const { t } = useTranslation('designs');
  const kind = feed === 'private' && filtered ? 'project' : feed;
  return (
    <div className="rounded-card border-surface-line flex flex-col items-center gap-3 border border-dashed px-4 py-12 text-center">
      <p className="text-lg font-semibold">{t(`empty.${kind}.title`)}</p>
      <p className="text-ink-muted max-w-md text-sm">{t(`empty.${kind}.text`)}</p>
      {kind === 'private' && onStartNew && (
        <button type="button" className="btn-primary mt-2" onClick={onStartNew}>
          {t('empty.private.action')}
        </button>
      )}
    </div>
  );
}
