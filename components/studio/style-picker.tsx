import { memo } from 'react';
import { Picture } from '@/components/ui/picture';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useCatalogText } from '@/hooks/use-catalog-text';
import { STYLES, type StyleId } from '@/lib/studio/catalog/styles';

type Props = { value: StyleId; onChange(style: StyleId): void; disabled?: boolean };

/**
 * Style cards with an illustration of a room in each style and its palette (a radio group). memo keeps the twenty
 * cards still while the rest of the studio changes (a prompt typed, a render polled).
 */
export const StylePicker = memo(function StylePicker({ value, onChange, disabled }: Props) {
  const { t } = useTranslation('studio');
  const catalog = useCatalogText();
  return (
    <fieldset disabled={disabled}>
      <legend className="label">{t('style.label')}</legend>
      <div
        role="radiogroup"
        aria-label={t('style.label')}
        className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4"
      >
        {STYLES.map((style) => (
          <label
            key={style.id}
            title={catalog.styleDescription(style.id)}
            className={`has-focus-visible:outline-brand-600 cursor-pointer overflow-hidden rounded-xl border text-sm transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 ${
              value === style.id ? 'border-brand-600 ring-brand-600 ring-2' : 'border-surface-line bg-white'
            }`}
          >
            <input
              type="radio"
              name="style"
              value={style.id}
              checked={value === style.id}
              onChange={() => onChange(style.id)}
              className="sr-only"
            />
            <Picture
              src={`/illustrations/styles/${style.id}.webp`}
              alt=""
              width={240}
              height={160}
              sizes="(min-width: 1280px) 120px, (min-width: 640px) 30vw, 45vw"
              className="bg-surface-muted aspect-[3/2] w-full object-cover"
            />
            {/* The name has the card's whole width (no ellipsis): the palette goes under it. */}
            <span className="flex flex-col items-start gap-1 px-2 py-1.5">
              <span className="leading-tight font-medium">{catalog.styleName(style.id)}</span>
              <span className="flex" aria-hidden="true">
                {style.palette.slice(1, 4).map((colour) => (
                  <span
                    key={colour}
                    className="size-3 rounded-full border border-white"
                    style={{ background: colour }}
                  />
                ))}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
});
