// Apart from stat-number.ts, which needs Intl: every page's enhancer asks whether a bold text is a
// number, and the counters' code (with Intl) loads only where there are numbers to count.

/** A number as editors write it, with what comes before and after it: `+350`, `4,8`, `96 %`. */
export const STAT_NUMBER = /^(\D*?)([+-]?\d[\d\s.,\u00a0\u202f']*)(.*)$/su;

/** Whether the text holds a number to count. */
export const hasStatNumber = (text: string): boolean => STAT_NUMBER.test(text.trim());
