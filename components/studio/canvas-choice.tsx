import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';

type Props = {
  /** The result is the viewer's own; someone else's public design is not theirs to edit on, nor its photo. */
  mine: boolean;
  onOriginal(): void;
  onResult(): void;
  /** The result is being taken on as the next photo. */
  preparing: boolean;
};

/**
 * A brush tool chosen while a result is shown: the user says what to brush on, the photo the result was made from
 * or the result itself, so a second edit never needs the photo uploaded again. Over someone else's design, the
 * way on is a photo of the viewer's own.
 */
export function CanvasChoice({ mine, onOriginal, onResult, preparing }: Props) {
  const { t } = useTranslation('studio');
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} aria-busy={preparing} className="space-y-2">
      <p id={titleId} className="text-sm font-semibold">
        {t('canvas.title')}
      </p>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {mine ? (
          <>
            <button type="button" className="btn-primary" onClick={onResult} disabled={preparing}>
              {preparing ? t('canvas.preparing') : t('canvas.result')}
            </button>
            <button type="button" className="btn-secondary" onClick={onOriginal} disabled={preparing}>
              {t('canvas.original')}
            </button>
          </>
        ) : (
          <button type="button" className="btn-primary" onClick={onOriginal}>
            {t('canvas.own')}
          </button>
        )}
      </div>
      {mine ? <p className="text-ink-subtle text-xs">{t('canvas.kept')}</p> : null}
    </div>
  );
}
