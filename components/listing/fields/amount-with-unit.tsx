type Props<Unit extends string> = {
  id: string;
  /** The amount's field name; its unit's is `unitName`. */
  name: string;
  label: string;
  unitName: string;
  unitLabel: string;
  units: readonly Unit[];
  unitText(unit: Unit): string;
  unit: Unit;
  onUnitChange(unit: Unit): void;
  required?: boolean;
  min: number;
  className?: string;
};

/** An amount typed with its unit picked beside it (an area in sq ft or m², a price in a currency). */
export function AmountWithUnit<Unit extends string>(props: Props<Unit>) {
  const { id, name, label, unitName, unitLabel, units, unitText, unit, onUnitChange } = props;
  return (
    <div className={`grid grid-cols-[1fr_auto] gap-4 ${props.className ?? ''}`}>
      <div>
        <label htmlFor={`${id}-${name}`} className="label">
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          name={name}
          type="number"
          inputMode="decimal"
          min={props.min}
          step="any"
          required={props.required}
          className="field"
        />
      </div>
      <div>
        <label htmlFor={`${id}-${unitName}`} className="label">
          {unitLabel}
        </label>
        <select
          id={`${id}-${unitName}`}
          name={unitName}
          className="field"
          value={unit}
          onChange={(event) => onUnitChange(event.target.value as Unit)}
        >
          {units.map((option) => (
            <option key={option} value={option}>
              {unitText(option)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
