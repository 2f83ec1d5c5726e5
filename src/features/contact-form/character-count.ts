// CF7's character counter (`[count field]`, `[count field down]`): the number it shows for a
// value, and whether the value is too long or too short for the field. Settings come from the
// counter's data attributes as CF7 renders them.

export type CounterSettings = {
  /** `up` counts typed characters, `down` the ones left. */
  direction: 'up' | 'down';
  startingValue: number;
  maximum: number | null;
  minimum: number | null;
};

export type CounterState = { current: number; tooLong: boolean; tooShort: boolean };

const intOrNull = (value: string | null | undefined): number | null => {
  const n = value === null || value === undefined ? NaN : parseInt(value, 10);
  return Number.isFinite(n) ? n : null;
};

/** Reads `class` and `data-*` attributes of `span.wpcf7-character-count`. */
export function readCounterSettings(attributes: {
  className: string;
  startingValue?: string | null;
  maximumValue?: string | null;
  minimumValue?: string | null;
}): CounterSettings {
  const direction = attributes.className.split(/\s+/).includes('down') ? 'down' : 'up';
  const maximum = intOrNull(attributes.maximumValue);
  return {
    direction,
    startingValue: intOrNull(attributes.startingValue) ?? (direction === 'down' ? (maximum ?? 0) : 0),
    maximum,
    minimum: intOrNull(attributes.minimumValue),
  };
}

/** Lengths are in UTF-16 code units, as the browser's maxlength and CF7's server check count them. */
export function countCharacters(settings: CounterSettings, value: string): CounterState {
  const length = value.length;
  return {
    current: settings.direction === 'down' ? settings.startingValue - length : length,
    tooLong: settings.maximum !== null && settings.maximum > 0 && length > settings.maximum,
    tooShort: settings.minimum !== null && settings.minimum > 0 && length < settings.minimum,
  };
}
