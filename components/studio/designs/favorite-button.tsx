import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { deleteData, postData } from '@/lib/api/fetch-json';
import { useFeedStore } from '@/store/studio-store-provider';

type Props = {
  renderId: string;
  label: string;
  /** Told when a change was refused (and undone), and with false when the next one starts. */
  onFailedChange(failed: boolean): void;
};

/**
 * The heart on a card. It changes at once (the store's set and count), then asks the server; a refusal puts it back
 * and the card says so, so the heart never shows a state the server does not have.
 */
export function FavoriteButton({ renderId, label, onFailedChange }: Props) {
  const { t } = useTranslation('designs');
  const favorite = useFeedStore((s) => s.favoriteJobIds.has(renderId));
  const setFavorite = useFeedStore((s) => s.setFavorite);
  const [pending, setPending] = useState(false);

  const toggle = async () => {
    const next = !favorite;
    setFavorite(renderId, next);
    setPending(true);
    onFailedChange(false);
    try {
      const url = `/api/renders/${renderId}/favorite`;
      await (next ? postData({ url }) : deleteData(url));
    } catch {
      setFavorite(renderId, !next);
      onFailedChange(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <button
      type="button"
      aria-pressed={favorite}
      aria-label={t('card.favorite', { name: label })}
      // aria-disabled rather than disabled: a disabled button would drop the keyboard focus mid-toggle.
      aria-disabled={pending}
      onClick={() => {
        if (!pending) void toggle();
      }}
      className="text-ink inline-flex size-10 items-center justify-center rounded-full bg-white/90 shadow-sm transition-colors hover:bg-white aria-disabled:opacity-70"
    >
      <svg
        className={`size-5 ${favorite ? 'fill-accent-500 text-accent-600' : 'fill-none'}`}
        viewBox="0 0 24 24"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path
          strokeLinejoin="round"
          d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10Z"
        />
      </svg>
    </button>
  );
}
