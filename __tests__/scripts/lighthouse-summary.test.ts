import { markdownTable, summarise, type LighthouseReport } from '../../scripts/bench/lighthouse-summary';

const report: LighthouseReport = {
  categories: { performance: { score: 0.964 }, accessibility: { score: 1 }, 'best-practices': { score: 0.96 }, seo: { score: null } },
  audits: {
    'largest-contentful-paint': { numericValue: 1432.6 },
    'total-blocking-time': { numericValue: 12.2 },
    'cumulative-layout-shift': { numericValue: 0.00042 },
    'resource-summary': {
      details: {
        items: [
          { resourceType: 'total', transferSize: 300_000, requestCount: 14 },
          { resourceType: 'script', transferSize: 110_592, requestCount: 6 },
          { resourceType: 'font', transferSize: 48_000, requestCount: 2 },
        ],
      },
    },
  },
  environment: { benchmarkIndex: 1730.4 },
};

test("a Lighthouse report is reduced to scores, vitals, bytes, requests and the host's benchmark index", () => {
  expect(summarise('/', 'mobile', report)).toEqual({
    page: '/',
    formFactor: 'mobile',
    scores: { performance: 96, accessibility: 100, bestPractices: 96, seo: 0 },
    lcpMs: 1433,
    tbtMs: 12,
    cls: 0,
    hostIndex: 1730,
    bytes: { script: 110_592, stylesheet: 0, font: 48_000, image: 0, total: 300_000 },
    requests: 14,
  });
});

test('the table has one row per page and device, bytes in KB', () => {
  const table = markdownTable([summarise('/fr/', 'desktop', report), summarise('/fr/', 'mobile', report)]);
  expect(table.split('\n')).toHaveLength(4);
  expect(table).toContain('| /fr/ | desktop | 1 | 96 | 100 | 96 | 0 | 1433 | 12 | 1730 | 0 | 108.0 | 0.0 | 46.9 | 0.0 | 14 |');
});

test("a page's runs make one row: every run's LCP, blocking time and host index, the lowest scores, the highest shift", () => {
  const slower: LighthouseReport = {
    ...report,
    categories: { ...report.categories, accessibility: { score: 0.95 } },
    audits: {
      ...report.audits,
      'largest-contentful-paint': { numericValue: 2100 },
      'total-blocking-time': { numericValue: 80 },
      'cumulative-layout-shift': { numericValue: 0.1 },
    },
    environment: { benchmarkIndex: 1210 },
  };
  const table = markdownTable([summarise('/', 'mobile', report), summarise('/', 'mobile', slower), summarise('/', 'mobile', report)]);
  expect(table.split('\n')).toHaveLength(3);
  expect(table).toContain('| / | mobile | 3 | 96 | 95 | 96 | 0 | 1433 / 2100 / 1433 | 12 / 80 / 12 | 1730 / 1210 / 1730 | 0.1 | 108.0 |');
});
