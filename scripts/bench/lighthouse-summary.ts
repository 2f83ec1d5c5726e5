// What the bench keeps of a Lighthouse report: the four scores, the three Core Web Vitals it can
// measure in a lab, the bytes and requests by kind, and the host's speed. Lighthouse simulates the
// phone by slowing the host's own timings down four times, so blocking time follows the host: its
// benchmark index (about 1,000 for a mid-range phone) is kept beside each run.

type Audit = { numericValue?: number; details?: { items?: { resourceType: string; transferSize: number; requestCount: number }[] } };
export type LighthouseReport = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
  environment?: { benchmarkIndex?: number };
};

export type PageResult = {
  page: string;
  formFactor: 'mobile' | 'desktop';
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  lcpMs: number;
  tbtMs: number;
  cls: number;
  hostIndex: number;
  bytes: { script: number; stylesheet: number; font: number; image: number; total: number };
  requests: number;
};

const score = (report: LighthouseReport, id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);

export function summarise(page: string, formFactor: PageResult['formFactor'], report: LighthouseReport): PageResult {
  const items = report.audits['resource-summary']?.details?.items ?? [];
  const of = (type: string) => items.find((i) => i.resourceType === type);
  return {
    page,
    formFactor,
    scores: {
      performance: score(report, 'performance'),
      accessibility: score(report, 'accessibility'),
      bestPractices: score(report, 'best-practices'),
      seo: score(report, 'seo'),
    },
    lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((report.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    hostIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
    bytes: {
      script: of('script')?.transferSize ?? 0,
      stylesheet: of('stylesheet')?.transferSize ?? 0,
      font: of('font')?.transferSize ?? 0,
      image: of('image')?.transferSize ?? 0,
      total: of('total')?.transferSize ?? 0,
    },
    requests: of('total')?.requestCount ?? 0,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;

/**
 * One row per page and device over all its runs, each figure at its worst (the lowest score, the
 * highest shift), and every run's LCP, blocking time and host index: a budget holds on every run,
 * not on the median, and a slow run shows beside the host's speed then. Bytes are the first run's
 * (the same page sends the same files).
 */
export function markdownTable(results: PageResult[]): string {
  const groups = new Map<string, PageResult[]>();
  for (const result of results) {
    const key = `${result.page} ${result.formFactor}`;
    groups.set(key, [...(groups.get(key) ?? []), result]);
  }
  const head =
    '| page | device | runs | perf | a11y | best | SEO | LCP ms, each run | TBT ms, each run | host index, each run | CLS | JS KB | CSS KB | fonts KB | images KB | requests |';
  const rule = '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|';
  const rows = [...groups.values()].map((runs) => {
    const [first] = runs;
    const lowest = (pick: (r: PageResult) => number) => Math.min(...runs.map(pick));
    const highest = (pick: (r: PageResult) => number) => Math.max(...runs.map(pick));
    return [
      first.page,
      first.formFactor,
      runs.length,
      lowest((r) => r.scores.performance),
      lowest((r) => r.scores.accessibility),
      lowest((r) => r.scores.bestPractices),
      lowest((r) => r.scores.seo),
      runs.map((r) => r.lcpMs).join(' / '),
      runs.map((r) => r.tbtMs).join(' / '),
      runs.map((r) => r.hostIndex).join(' / '),
      highest((r) => r.cls),
      kb(first.bytes.script),
      kb(first.bytes.stylesheet),
      kb(first.bytes.font),
      kb(first.bytes.image),
      first.requests,
    ].join(' | ');
  });
  return [head, rule, ...rows.map((r) => `| ${r} |`)].join('\n');
}
