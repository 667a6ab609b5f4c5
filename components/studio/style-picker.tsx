import { memo, useRef } from 'react';
import { Picture } from '@/components/ui/picture';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useCatalogText } from '@/hooks/use-catalog-text';
import { STYLES, type StyleId } from '@/lib/studio/catalog/styles';
import { useWantedSoon } from './use-wanted-soon';

type Props = { value: StyleId; onChange(style: StyleId): void; disabled?: boolean };

/** Soon enough that a visitor scrolling down finds the cards already there. */
const NEAR = '100% 0px';

const GRID = 'grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4';

/**
 * Style cards with an illustration of a room in each style and its palette (a radio group). memo keeps the twenty
 * cards still while the rest of the studio changes (a prompt typed, a render polled).
 *
 * The cards come when their place nears the screen or the visitor starts using the page, as a transition: on a phone
 * they are two screens down, and their ~200 elements (pictures, palettes with their own colours) were the largest
 * part of the first paint's style and layout work and of what React hydrates. Until then boxes of the cards' size
 * hold their place, so nothing under them moves when they come.
 */
export const StylePicker = memo(function StylePicker({ value, onChange, disabled }: Props) {
  const { t } = useTranslation('studio');
  const place = useRef<HTMLFieldSetElement>(null);
  const shown = useWantedSoon(place, NEAR);
  return (
    <fieldset ref={place} disabled={disabled}>
      <legend className="label">{t('style.label')}</legend>
      {shown ? (
        <StyleCards value={value} onChange={onChange} />
      ) : (
        <div className={GRID} aria-hidden="true">
          {STYLES.map((style) => (
            // A card's border, its 3:2 picture and its name and palette row (2.84 rem).
            <div
              key={style.id}
              className="border-surface-line bg-surface-muted rounded-xl border pb-[calc(200%/3+2.76rem)]"
            />
          ))}
        </div>
      )}
    </fieldset>
  );
});

function StyleCards({ value, onChange }: Pick<Props, 'value' | 'onChange'>) {
  const { t } = useTranslation('studio');
  const catalog = useCatalogText();
  return (
    <div role="radiogroup" aria-label={t('style.label')} className={GRID}>
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
  );
}
