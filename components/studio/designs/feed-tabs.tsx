import { useTranslation } from 'next-i18next/pages';
import { type KeyboardEvent, useRef } from 'react';
import type { FeedStyle } from '@/store/feed-store';
import { useFeedStore } from '@/store/studio-store-provider';
import { useFormat } from '@/hooks/use-format';

const FEEDS: FeedStyle[] = ['private', 'public', 'favorites'];

export const feedTabId = (idPrefix: string, feed: FeedStyle) => `${idPrefix}-tab-${feed}`;

type Props = { idPrefix: string; panelId: string };

/**
 * The three feeds as an ARIA tablist: one tab stop, arrow keys (and Home/End) move between tabs and select them,
 * so a keyboard user switches feeds the way a screen reader announces it.
 */
export function FeedTabs({ idPrefix, panelId }: Props) {
  const { t } = useTranslation('designs');
  const format = useFormat();
  const feedStyle = useFeedStore((s) => s.feedStyle);
  const setFeedStyle = useFeedStore((s) => s.setFeedStyle);
  const favoritesCount = useFeedStore((s) => s.favoritesCount);
  const tabs = useRef<Partial<Record<FeedStyle, HTMLButtonElement | null>>>({});

  const select = (feed: FeedStyle) => {
    if (feed !== feedStyle) setFeedStyle(feed);
    tabs.current[feed]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = FEEDS.indexOf(feedStyle);
    const next = {
      ArrowRight: FEEDS[(index + 1) % FEEDS.length],
      ArrowLeft: FEEDS[(index - 1 + FEEDS.length) % FEEDS.length],
      Home: FEEDS[0],
      End: FEEDS[FEEDS.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div
      role="tablist"
      aria-label={t('tabs.label')}
      onKeyDown={onKeyDown}
      className="border-surface-line flex gap-1 overflow-x-auto border-b"
    >
      {FEEDS.map((feed) => {
        const selected = feed === feedStyle;
        return (
          <button
            key={feed}
            ref={(el) => {
              tabs.current[feed] = el;
            }}
            type="button"
            role="tab"
            id={feedTabId(idPrefix, feed)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => select(feed)}
            className={`-mb-px inline-flex min-h-11 shrink-0 items-center gap-2 border-b-2 px-3 text-sm font-semibold transition-colors ${
              selected
                ? 'border-brand-600 text-brand-700'
                : 'text-ink-muted hover:text-ink border-transparent'
            }`}
          >
            {t(`tabs.${feed}`)}
            {feed === 'favorites' && (
              <span className="bg-surface-muted text-ink rounded-full px-2 py-0.5 text-xs tabular-nums">
                {format.number(favoritesCount)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
