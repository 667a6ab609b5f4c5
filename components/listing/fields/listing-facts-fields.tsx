import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useId, useState } from 'react';
import { type TListingUnits, unitsForLocale, unitsForLocation } from '@/lib/listing/listing-facts';
import { AREA_UNITS, CURRENCIES, PROPERTY_TYPES } from '@/lib/listing/listing-input';
import { AmountWithUnit } from './amount-with-unit';
import { FeaturesField } from './features-field';

type Props = {
  /** Rooms filled in to start with (the listing kit starts from a family home); else they are left to type. */
  start?: { bedrooms?: number; bathrooms?: number };
};

/**
 * The property's facts, for any form that writes a listing (see lib/listing/listing-facts for how they are read):
 * its type, location, rooms, area, price and features.
 */
export function ListingFactsFields({ start }: Props) {
  const { t } = useTranslation('listing');
  const { locale } = useRouter();
  const id = useId();
  const [units, setUnits] = useState<TListingUnits>(() => unitsForLocale(locale));
  const [chosen, setChosen] = useState({ currency: false, areaUnit: false });
  const choose = (change: Partial<TListingUnits>) => {
    setUnits((current) => ({ ...current, ...change }));
    setChosen((current) => ({
      currency: current.currency || 'currency' in change,
      areaUnit: current.areaUnit || 'areaUnit' in change,
    }));
  };

  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-propertyType`} className="label">
          {t('form.propertyType')}
        </label>
        <select id={`${id}-propertyType`} name="propertyType" className="field" defaultValue="house">
          {PROPERTY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`form.types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-location`} className="label">
          {t('form.location')}
        </label>
        <input
          id={`${id}-location`}
          name="location"
          className="field"
          required
          minLength={2}
          maxLength={120}
          aria-describedby={`${id}-location-hint`}
          onChange={(event) => setUnits((current) => unitsForLocation(event.target.value, current, chosen))}
        />
        <p id={`${id}-location-hint`} className="text-ink-subtle mt-1 text-xs">
          {t('form.locationHint')}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div>
          <label htmlFor={`${id}-bedrooms`} className="label">
            {t('form.bedrooms')}
          </label>
          <input
            id={`${id}-bedrooms`}
            name="bedrooms"
            type="number"
            inputMode="numeric"
            min={0}
            max={50}
            step={1}
            required
            defaultValue={start?.bedrooms}
            className="field"
          />
        </div>
        <div>
          <label htmlFor={`${id}-bathrooms`} className="label">
            {t('form.bathrooms')}
          </label>
          <input
            id={`${id}-bathrooms`}
            name="bathrooms"
            type="number"
            inputMode="decimal"
            min={0}
            max={50}
            step={0.5}
            required
            defaultValue={start?.bathrooms}
            className="field"
            aria-describedby={`${id}-bathrooms-hint`}
          />
        </div>
        <p id={`${id}-bathrooms-hint`} className="text-ink-subtle col-span-2 -mt-3 text-xs">
          {t('form.bathroomsHint')}
        </p>
      </div>
      <AmountWithUnit
        id={id}
        name="area"
        label={t('form.area')}
        unitName="areaUnit"
        unitLabel={t('form.areaUnit')}
        units={AREA_UNITS}
        unitText={(unit) => t(`form.units.${unit}`)}
        unit={units.areaUnit}
        onUnitChange={(areaUnit) => choose({ areaUnit })}
        required
        min={1}
      />
      <AmountWithUnit
        id={id}
        name="price"
        label={t('form.price')}
        unitName="currency"
        unitLabel={t('form.currency')}
        units={CURRENCIES}
        unitText={(currency) => currency}
        unit={units.currency}
        onUnitChange={(currency) => choose({ currency })}
        min={1}
        className="sm:col-span-2 sm:max-w-md"
      />
      <FeaturesField id={id} />
    </div>
  );
}
