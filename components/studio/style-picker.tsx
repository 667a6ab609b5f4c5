import { memo, useRef } from 'react';
import { Picture } from '@/components/ui/picture';
import { useTranslation } from 'next-i18next/pages';
import { useCatalogText } from '@/hooks/use-catalog-text';
import { STYLE_TRAITS, type StyleId } from '@/lib/studio/catalog/style-traits';
import { RadioCard } from './radio-card';
import { useWantedSoon } from './use-wanted-soon';

type Props = { value: StyleId; onChange(style: StyleId): void; disabled?: boolean };

/** Soon enough that a visitor scrolling down finds the cards already there. */
const NEAR = '100% 0px';

/**
 * Style cards with an illustration of a room in each style and its palette (a radio group). memo keeps the twenty
 * cards still while the rest of the studio changes (a prompt typed, a render polled).
 *
 * The radios and names are there from the start (a screen reader finds every choice), but the pictures and palettes
 * come when the cards' place nears the screen or the visitor starts using the page, as a transition: on a phone they
 * are two screens down, and their elements (pictures, palettes with their own colours) were the largest part of the
 * first paint's style and layout work. Until then boxes of their size hold their place, so nothing moves when they
 * come.
 */
export const StylePicker = memo(function StylePicker({ value, onChange, disabled }: Props) {
  const { t } = useTranslation('studio');
  const catalog = useCatalogText();
  const place = useRef<HTMLFieldSetElement>(null);
  const shown = useWantedSoon(place, NEAR);
  return (
    <fieldset ref={place} disabled={disabled}>
      <legend className="label">{t('style.label')}</legend>
      <div
        role="radiogroup"
        aria-label={t('style.label')}
        className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4"
      >
        {STYLE_TRAITS.map((style) => (
          <RadioCard
            key={style.id}
            name="style"
            value={style.id}
            checked={value === style.id}
            onChange={() => onChange(style.id)}
            title={catalog.styleDescription(style.id)}
            className={`overflow-hidden ${
              value === style.id ? 'border-brand-600 ring-brand-600 ring-2' : 'border-surface-line bg-white'
            }`}
          >
            {shown ? (
              <Picture
                src={`/illustrations/styles/${style.id}.webp`}
                alt=""
                width={240}
                height={160}
                sizes="(min-width: 1280px) 120px, (min-width: 640px) 30vw, 45vw"
                className="bg-surface-muted aspect-[3/2] w-full object-cover"
              />
            ) : (
              <span className="bg-surface-muted block aspect-[3/2] w-full" />
            )}
            {/* The name has the card's whole width (no ellipsis): the palette goes under it. */}
            <span className="flex flex-col items-start gap-1 px-2 py-1.5">
              <span className="leading-tight font-medium">{catalog.styleName(style.id)}</span>
              <span className="flex h-3" aria-hidden="true">
                {shown
                  ? style.palette
                      .slice(1, 4)
                      .map((colour) => (
                        <span
                          key={colour}
                          className="size-3 rounded-full border border-white"
                          style={{ background: colour }}
                        />
                      ))
                  : null}
              </span>
            </span>
          </RadioCard>
        ))}
      </div>
    </fieldset>
  );
});
