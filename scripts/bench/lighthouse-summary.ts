// What the bench keeps of a Lighthouse report: the four scores, the three Core Web Vitals it can
// measure in a lab, and the bytes and requests by kind.

type Audit = { numericValue?: number; details?: { items?: { resourceType: string; transferSize: number; requestCount: number }[] } };
export type LighthouseReport = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
};

export type PageResult = {
  page: string;
  formFactor: 'mobile' | 'desktop';
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  lcpMs: number;
  tbtMs: number;
  cls: number;
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

export function markdownTable(results: PageResult[]): string {
  const head = '| page | device | perf | a11y | best | SEO | LCP ms | TBT ms | CLS | JS KB | CSS KB | fonts KB | images KB | requests |';
  const rule = '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|';
  const rows = results.map((r) =>
    [
      r.page,
      r.formFactor,
      r.scores.performance,
      r.scores.accessibility,
      r.scores.bestPractices,
      r.scores.seo,
      r.lcpMs,
      r.tbtMs,
      r.cls,
      kb(r.bytes.script),
      kb(r.bytes.stylesheet),
      kb(r.bytes.font),
      kb(r.bytes.image),
      r.requests,
    ].join(' | '),
  );
  return [head, rule, ...rows.map((r) => `| ${r} |`)].join('\n');
}
