import { BUDGETS, pageVerdicts, scaleVerdicts, verdictTable } from '../../scripts/bench/budgets';
import type { PageResult } from '../../scripts/bench/lighthouse-summary';

const run = (changes: Partial<PageResult> = {}): PageResult => ({
  page: '/',
  formFactor: 'mobile',
  scores: { performance: 100, accessibility: 100, bestPractices: 100, seo: 100 },
  lcpMs: 800,
  tbtMs: 10,
  cls: 0,
  hostIndex: 2000,
  bytes: { script: 40 * 1024, stylesheet: 0, font: 0, image: 0, total: 100_000 },
  requests: 10,
  ...changes,
});
const fast = { cleanS: 30, warmS: 7 };
const failing = (verdicts: { what: string; pass: boolean }[]) => verdicts.filter((v) => !v.pass).map((v) => v.what);

test('runs and builds within every budget pass', () => {
  const verdicts = pageVerdicts([run(), run({ page: '/fr/', lcpMs: 1000, tbtMs: 49 })], fast);
  expect(verdicts).toHaveLength(7);
  expect(failing(verdicts)).toEqual([]);
});

test('one run over a budget fails it, whatever the other runs did', () => {
  const runs = [
    run(),
    run(),
    run({ lcpMs: 1001, tbtMs: 50, cls: 0.001 }),
    run({ scores: { performance: 99, accessibility: 100, bestPractices: 100, seo: 100 } }),
  ];
  expect(failing(pageVerdicts(runs, fast))).toEqual([
    'Largest paint, every run',
    'Blocking time, every run',
    'Layout shift, every run',
    'Lighthouse scores, every run',
  ]);
});

test('the JavaScript budget counts the heaviest page, and each build has its own budget', () => {
  const verdicts = pageVerdicts([run(), run({ bytes: { ...run().bytes, script: (BUDGETS.javascriptKb + 0.1) * 1024 } })], { cleanS: 35.1, warmS: 8.2 });
  expect(failing(verdicts)).toEqual(['JavaScript sent, every page', 'Clean build', 'Warm build after one edit']);
  expect(verdicts[0]).toMatchObject({ measured: '40.0 to 45.1 KB', budget: '45 KB' });
});

test('without Lighthouse runs only the builds are judged', () => {
  expect(pageVerdicts([], fast).map((v) => v.what)).toEqual(['Clean build', 'Warm build after one edit']);
});

test('at scale, the cost of an extra page and the usual warm build are judged', () => {
  expect(failing(scaleVerdicts(11.6, 19.9, 9039))).toEqual([]);
  const verdicts = scaleVerdicts(19.2, 32.2, 9039);
  expect(failing(verdicts)).toEqual(['Clean build, each extra page up to 9039', 'Warm build after one edit, 9039 pages']);
  expect(verdicts[0]).toMatchObject({ measured: '19 ms', budget: '12 ms' });
});

test('the table puts each figure beside its budget and says PASS or FAIL', () => {
  const table = verdictTable(pageVerdicts([run(), run({ tbtMs: 120 })], fast));
  expect(table).toContain('| Blocking time, every run | 10 to 120 ms | under 50 ms | FAIL |');
  expect(table).toContain('| Largest paint, every run | 0.80 s | 1 s | PASS |');
});
