/** Slide numbers are shown on two digits (`01 / 09`), the way the hotel's print material numbers pages. */
export const padSlideNumber = (n: number): string => String(n).padStart(2, '0');

/** The counter as shown: current and total, both padded. */
export const slideCounter = (index: number, count: number): string => `${padSlideNumber(index + 1)} / ${padSlideNumber(count)}`;
