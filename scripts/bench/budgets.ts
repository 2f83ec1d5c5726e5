// The bench's budgets, each figure beside its budget with PASS or FAIL. A page's budget holds on
// every run of every page, so each figure is its worst run: a budget met on the median only is
// not met.
import type { PageResult } from './lighthouse-summary';

export const BUDGETS = {
  /** Compressed JavaScript sent per page, with headers, as Lighthouse counts it. */
  javascriptKb: 45,
  largestPaintMs: 1000,
  /** Blocking time must stay under this. */
  blockingMs: 50,
  layoutShift: 0,
  score: 100,
  cleanBuildS: 35,
  warmBuildS: 8,
  /** With `--pages`: the clean build's cost of one more page, and a warm build at the largest size. */
  msPerExtraPage: 12,
  scaleWarmBuildS: 20,
  /** With `--publish`: from a save in the real WordPress to the page served with it, the median of the runs. */
  publishToLiveS: 15,
};

export type Verdict = { what: string; measured: string; budget: string; pass: boolean };

const range = (values: number[], unit: string, digits = 0) => {
  const low = Math.min(...values).toFixed(digits);
  const high = Math.max(...values).toFixed(digits);
  return low === high ? `${low} ${unit}` : `${low} to ${high} ${unit}`;
};

/** The verdicts of a full bench: its pages' Lighthouse runs (none with `--runs 0`) and its two demo builds. */
export function pageVerdicts(pages: PageResult[], builds: { cleanS: number; warmS: number }): Verdict[] {
  const buildVerdicts: Verdict[] = [
    { what: 'Clean build', measured: `${builds.cleanS} s`, budget: `${BUDGETS.cleanBuildS} s`, pass: builds.cleanS <= BUDGETS.cleanBuildS },
    {
      what: 'Warm build after one edit',
      measured: `${builds.warmS} s`,
      budget: `${BUDGETS.warmBuildS} s`,
      pass: builds.warmS <= BUDGETS.warmBuildS,
    },
  ];
  if (pages.length === 0) return buildVerdicts;
  const worst = (pick: (page: PageResult) => number) => Math.max(...pages.map(pick));
  const lowestScore = Math.min(...pages.flatMap(({ scores }) => Object.values(scores)));
  const kb = (page: PageResult) => page.bytes.script / 1024;
  return [
    {
      what: 'JavaScript sent, every page',
      measured: range(pages.map(kb), 'KB', 1),
      budget: `${BUDGETS.javascriptKb} KB`,
      pass: worst(kb) <= BUDGETS.javascriptKb,
    },
    {
      what: 'Largest paint, every run',
      measured: range(
        pages.map((page) => page.lcpMs / 1000),
        's',
        2,
      ),
      budget: `${BUDGETS.largestPaintMs / 1000} s`,
      pass: worst((page) => page.lcpMs) <= BUDGETS.largestPaintMs,
    },
    {
      what: 'Blocking time, every run',
      measured: range(
        pages.map((page) => page.tbtMs),
        'ms',
      ),
      budget: `under ${BUDGETS.blockingMs} ms`,
      pass: worst((page) => page.tbtMs) < BUDGETS.blockingMs,
    },
    {
      what: 'Layout shift, every run',
      measured: String(worst((page) => page.cls)),
      budget: String(BUDGETS.layoutShift),
      pass: worst((page) => page.cls) <= BUDGETS.layoutShift,
    },
    {
      what: 'Lighthouse scores, every run',
      measured: `${lowestScore} at the lowest`,
      budget: String(BUDGETS.score),
      pass: lowestScore >= BUDGETS.score,
    },
    ...buildVerdicts,
  ];
}

/**
 * The verdicts of `--pages`: the clean build's cost per extra page at the largest size, and the
 * usual warm build there (the second after the clean one, which starts from a warm one).
 */
export function scaleVerdicts(msPerExtraPage: number, warmS: number, pages: number): Verdict[] {
  return [
    {
      what: `Clean build, each extra page up to ${pages}`,
      measured: `${Math.round(msPerExtraPage)} ms`,
      budget: `${BUDGETS.msPerExtraPage} ms`,
      pass: msPerExtraPage <= BUDGETS.msPerExtraPage,
    },
    {
      what: `Warm build after one edit, ${pages} pages`,
      measured: `${warmS} s`,
      budget: `${BUDGETS.scaleWarmBuildS} s`,
      pass: warmS <= BUDGETS.scaleWarmBuildS,
    },
  ];
}

export function verdictTable(verdicts: Verdict[]): string {
  return [
    '| what | measured | budget | |',
    '|---|---|---|---|',
    ...verdicts.map(({ what, measured, budget, pass }) => `| ${what} | ${measured} | ${budget} | ${pass ? 'PASS' : 'FAIL'} |`),
  ].join('\n');
}
