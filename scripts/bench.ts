// `npm run bench`: builds the demo site cold and warm, serves it, runs Lighthouse in Debian's
// Chromium on the key pages of every language, and reports scores, vitals, bytes, build time,
// build memory and the size of `public/`, each budgeted figure beside its budget (bench/budgets.ts).
// `npm run bench -- --pages 100,1000` measures how the build grows with N extra pages per language
// instead. Results go to bench-results/.
//
// Options: --langs en,fr,de   --devices mobile,desktop   --runs 5 (Lighthouse runs per page)   --pages N[,N…]   --template <translation key>
// (the page the extra pages copy: `restaurant` links its photos full size, `awards` does not)
// --wordpress real (with --pages: the content from the real WordPress of the packed stack)
// --publish: only the seconds from an editor's save to the page served with it (bench/publish-to-live.ts)
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS } from './chromium-flags';
import { ensureDemoBackend } from './demo-process';
import { copyProjectInto } from './project-copy';
import { pageVerdicts, scaleVerdicts, verdictTable, type Verdict } from './bench/budgets';
import { markdownTable, summarise, type LighthouseReport, type PageResult } from './bench/lighthouse-summary';
import { BENCH_PAGES } from './bench/pages';
import { breakdownTable, type Script } from './bench/script-breakdown';
import { publishToLive } from './bench/publish-to-live';

const root = path.resolve(__dirname, '..');
const DEMO_PORT = process.env.BENCH_DEMO_PORT ?? '8890';
const SITE_PORT = process.env.BENCH_SITE_PORT ?? '9090';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const out = path.join(root, 'bench-results');
// The bench builds in a copy of its own: its extra pages never reach the working site's .cache
// and public/, and a warm build there never starts from the bench's.
const site = path.join(os.tmpdir(), 'hotel-site-bench');

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : fallback;
};

/** A throw-away copy of the demo content and database, so the bench never edits the real one. */
function benchEnv(extraPages = 0, template?: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-bench-'));
  fs.cpSync(path.join(root, 'demo/content'), path.join(dir, 'content'), { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DEMO_PORT,
    DEMO_CONTENT_DIR: path.join(dir, 'content'),
    DEMO_DB: path.join(dir, 'demo.sqlite'),
    DEMO_EXTRA_PAGES: String(extraPages),
    ...(template ? { DEMO_EXTRA_TEMPLATE: template } : {}),
    GATSBY_TELEMETRY_DISABLED: '1',
    FORCE_COLOR: '0',
  };
  delete env.WPGRAPHQL_URL;
  return { dir, env };
}

type BuildResult = { seconds: number; peakMb: number; steps: Record<string, number> };

/** Runs `npm run build` in the bench's copy under GNU time: wall seconds, the peak memory of its largest process, and
 * the seconds of each step Gatsby reports (`success <step> - 1.2s`). */
function timedBuild(env: NodeJS.ProcessEnv): BuildResult {
  const report = path.join(os.tmpdir(), `bench-time-${process.pid}.txt`);
  const log = path.join(os.tmpdir(), `bench-build-${process.pid}.log`);
  const output = fs.openSync(log, 'w');
  try {
    execFileSync(
      '/usr/bin/time',
      ['-o', report, '-f', '%e %M', path.join(root, 'node_modules/.bin/tsx'), path.join(root, 'scripts/with-demo-backend.ts'), 'gatsby', 'build'],
      {
        cwd: site,
        env,
        stdio: ['ignore', output, 'inherit'],
      },
    );
  } finally {
    fs.closeSync(output);
  }
  const [seconds, kb] = fs.readFileSync(report, 'utf8').trim().split(/\s+/).map(Number);
  return { seconds, peakMb: Math.round(kb / 1024), steps: buildSteps(fs.readFileSync(log, 'utf8')) };
}

// The steps whose cost may grow with the number of pages, as Gatsby names them.
const STEPS: [string, RegExp][] = [
  ['sourcing', /^source and transform nodes$/],
  ['queries', /^run queries in workers$/],
  ['images', /^Running gatsby-plugin-sharp\.IMAGE_PROCESSING jobs$/],
  ['HTML', /^Building static HTML for pages$/],
  ['post-build', /^onPostBuild$/],
];

function buildSteps(output: string): Record<string, number> {
  const steps: Record<string, number> = {};
  // eslint-disable-next-line no-control-regex -- terminal codes start with ESC
  for (const line of output.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '').split('\n')) {
    const match = /^success (.+?) - ([\d.]+)s/.exec(line.trim());
    const step = match && STEPS.find(([, pattern]) => pattern.test(match[1]));
    if (match && step) steps[step[0]] = (steps[step[0]] ?? 0) + Number(match[2]);
  }
  return steps;
}

const clean = () => {
  copyProjectInto(site);
  execFileSync('npx', ['gatsby', 'clean'], { cwd: site, stdio: 'ignore' });
};
const du = (dir: string) => Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split(/\s+/)[0]);

function start(command: string, args: string[], env: NodeJS.ProcessEnv, cwd = root): ChildProcess {
  return spawn(command, args, { cwd, env, stdio: 'ignore', detached: true });
}
const stop = (child: ChildProcess) => {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
};

async function waitFor(url: string) {
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(url).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * A build from the demo backend, started before the clock and stopped after: WordPress is up
 * when its hook asks for a build, as the real one of `--wordpress real` is. A fresh backend per
 * build reads the content as the last edit left it. (`npm run build` reuses a backend that answers.)
 */
async function demoBuild(env: NodeJS.ProcessEnv): Promise<BuildResult> {
  const backend = await ensureDemoBackend(env);
  try {
    return timedBuild(env);
  } finally {
    await backend.stop();
  }
}

async function lighthouseRuns(langs: string[], devices: ('mobile' | 'desktop')[], runs: number, env: NodeJS.ProcessEnv): Promise<PageResult[]> {
  const backend = start('npx', ['tsx', 'demo/server.ts'], env);
  const server = start('npx', ['gatsby', 'serve', '--port', SITE_PORT], env, site);
  const results: PageResult[] = [];
  try {
    await waitFor(`http://127.0.0.1:${DEMO_PORT}/map/style.json`);
    await waitFor(`http://localhost:${SITE_PORT}/`);
    const { default: lighthouse, desktopConfig } = await import('lighthouse');
    const { launch } = await import('chrome-launcher');
    const chrome = await launch({
      chromePath: chromium,
      chromeFlags: ['--headless', ...CHROMIUM_FLAGS],
    });
    try {
      for (const lang of langs) {
        for (const page of BENCH_PAGES[lang] ?? []) {
          for (const device of devices) {
            for (let run = 0; run < runs; run += 1) {
              const result = await lighthouse(
                `http://localhost:${SITE_PORT}${page}`,
                { port: chrome.port, output: 'json', logLevel: 'error' },
                device === 'desktop' ? desktopConfig : undefined,
              );
              if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
              const summary = summarise(page, device, result.lhr as unknown as LighthouseReport);
              console.log(
                `${device.padEnd(7)} ${page.padEnd(40)} perf ${summary.scores.performance} a11y ${summary.scores.accessibility} best ${summary.scores.bestPractices} seo ${summary.scores.seo} LCP ${summary.lcpMs} ms TBT ${summary.tbtMs} ms host index ${summary.hostIndex} JS ${(summary.bytes.script / 1024).toFixed(1)} KB`,
              );
              results.push(summary);
            }
          }
        }
      }
    } finally {
      await chrome.kill();
    }
  } finally {
    stop(server);
    stop(backend);
  }
  return results;
}

/** The scripts a page of the page template starts with, as the build's record of its chunks names them. */
function startScripts(publicDir: string): Script[] {
  type Stats = { namedChunkGroups: Record<string, { assets: { name: string }[] }> };
  const stats: Stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'));
  const names = ['app', 'component---src-templates-page-tsx'].flatMap((group) => (stats.namedChunkGroups[group]?.assets ?? []).map((asset) => asset.name));
  return [...new Set(names)]
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, code: fs.readFileSync(path.join(publicDir, name), 'utf8'), map: fs.readFileSync(path.join(publicDir, `${name}.map`), 'utf8') }));
}

/** Prints the verdicts; a budget not met fails the command. */
function judge(verdicts: Verdict[]): string {
  const table = verdictTable(verdicts);
  if (verdicts.some((verdict) => !verdict.pass)) process.exitCode = 1;
  return table;
}

async function full() {
  const langs = arg('langs', 'en,fr,de').split(',');
  const devices = arg('devices', 'mobile,desktop').split(',') as ('mobile' | 'desktop')[];
  const runs = Number(arg('runs', '5'));
  const { dir, env } = benchEnv();
  // Other work on the machine moves build times and blocking time: the bench notes the load it started with.
  const load = os.loadavg()[0].toFixed(2);
  console.log('Clean build…');
  clean();
  const cold = await demoBuild(env);
  console.log(`  ${cold.seconds} s, peak ${cold.peakMb} MB`);
  editOnePage(path.join(dir, 'content'));
  console.log('Warm build after one edited page…');
  const warm = await demoBuild(env);
  console.log(`  ${warm.seconds} s, peak ${warm.peakMb} MB`);
  const publicBytes = du(path.join(site, 'public'));
  const breakdown = breakdownTable(startScripts(path.join(site, 'public')));
  const pages = await lighthouseRuns(langs, devices, runs, env);
  const verdicts = judge(pageVerdicts(pages, { cleanS: cold.seconds, warmS: warm.seconds }));

  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${execFileSync(chromium, ['--version'], { encoding: 'utf8' }).trim()}`;
  const date = new Date().toISOString().slice(0, 10);
  const builds = `| clean build | warm build (one page edited) | peak build memory | public/ |\n|--:|--:|--:|--:|\n| ${cold.seconds} s | ${warm.seconds} s | ${Math.max(cold.peakMb, warm.peakMb)} MB | ${(publicBytes / 2 ** 20).toFixed(1)} MB |`;
  const markdown = `Measured ${date} on ${machine}, load average ${load} at the start.\n\n${verdicts}\n\n${builds}\n\n${markdownTable(pages)}\n\nThe scripts every page of the page template starts with:\n\n${breakdown}\n`;
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'bench.json'), JSON.stringify({ date, machine, builds: { cold, warm, publicBytes }, pages }, null, 2));
  fs.writeFileSync(path.join(out, 'bench.md'), markdown);
  console.log(`\n${markdown}`);
  fs.rmSync(dir, { recursive: true, force: true });
}

/** A small change an editor makes: the spa page gets a sentence (WordPress reports it changed). */
function editOnePage(contentDir: string) {
  const spa = path.join(contentDir, 'pages/en/spa.html');
  fs.writeFileSync(spa, fs.readFileSync(spa, 'utf8').replace(/<p>/, '<p>Open late on Fridays. '));
}

/**
 * Where a scale build reads its content: the demo backend (`npm run build` starts it), or with
 * `--wordpress real` the real WordPress from the packed stack, with the extra pages imported
 * through its APIs; the edit for the warm build is then made in WordPress.
 */
async function contentSource(extra: number, template: string) {
  const { dir, env } = benchEnv(extra, template);
  const done = () => fs.rmSync(dir, { recursive: true, force: true });
  if (arg('wordpress', 'demo') !== 'real')
    return { build: () => demoBuild(env), editOnePage: () => editOnePage(path.join(dir, 'content')), stop: async () => done() };
  const { startRealWordPress } = await import('../__tests__/wordpress-real/support/stacks');
  const wordpress = await startRealWordPress({ extraPages: extra, extraPageTemplate: template });
  const wordpressEnv = { ...env, WPGRAPHQL_URL: wordpress.graphqlUrl };
  return {
    build: async () => timedBuild(wordpressEnv),
    editOnePage: () =>
      void wordpress.php('eval.php', "wp_update_post( array( 'ID' => 17, 'post_content' => '<p>Open late on Fridays.</p>' . get_post( 17 )->post_content ) );"),
    stop: async () => {
      await wordpress.stop();
      done();
    },
  };
}

type HeadersSize = { rules: number; bytes: number };

/** The rules of the built `_headers` and its size: Cloudflare Pages reads at most 100 rules (decision 014). */
function headersSize(): HeadersSize {
  const file = fs.readFileSync(path.join(site, 'public/_headers'), 'utf8');
  return { rules: file.split('\n').filter((line) => line.startsWith('/')).length, bytes: Buffer.byteLength(file) };
}

async function scale() {
  const sizes = arg('pages', '100').split(',').map(Number);
  const rows: { extra: number; pages: number; seconds: number; peakMb: number; steps: Record<string, number>; headers: HeadersSize }[] = [];
  const warm: { pages: number; seconds: number; peakMb: number }[] = [];
  for (const extra of [0, ...sizes]) {
    const source = await contentSource(extra, arg('template', 'restaurant'));
    try {
      clean();
      const { seconds, peakMb, steps } = await source.build();
      const pages = (extra + 13) * 3;
      const headers = headersSize();
      console.log(`${pages} pages: ${seconds} s, peak ${peakMb} MB, _headers ${headers.rules} rules, ${headers.bytes} bytes, ${JSON.stringify(steps)}`);
      rows.push({ extra, pages, seconds, peakMb, steps, headers });
      // Two warm builds, one edit each: the verdict takes the second, which starts from a warm one.
      for (let run = 0; extra === Math.max(...sizes) && run < 2; run++) {
        source.editOnePage();
        const edited = await source.build();
        warm.push({ pages, seconds: edited.seconds, peakMb: edited.peakMb });
        console.log(`${pages} pages, one edited: warm build ${edited.seconds} s, peak ${edited.peakMb} MB, ${JSON.stringify(edited.steps)}`);
      }
    } finally {
      await source.stop();
    }
  }
  const base = rows[0];
  const largest = rows.reduce((a, b) => (b.pages > a.pages ? b : a));
  const perPage = (r: (typeof rows)[number], value: (row: (typeof rows)[number]) => number) => (value(r) - value(base)) / (r.pages - base.pages);
  const table = [
    `| pages | clean build | peak memory | per extra page | _headers | ${STEPS.map(([name]) => name).join(' | ')} |`,
    `|--:|--:|--:|--:|--:|${STEPS.map(() => '--:|').join('')}`,
    ...rows.map(
      (r) =>
        `| ${r.pages} | ${r.seconds} s | ${r.peakMb} MB | ${r === base ? '' : `${(perPage(r, (row) => row.seconds) * 1000).toFixed(0)} ms, ${(perPage(r, (row) => row.peakMb) * 1024).toFixed(0)} KB`} | ${r.headers.rules} rules, ${r.headers.bytes} B | ${STEPS.map(([name]) => `${(r.steps[name] ?? 0).toFixed(1)} s`).join(' | ')} |`,
    ),
    '',
    ...warm.map(
      (w, run) =>
        `${run === 0 ? 'First warm build after the clean one' : 'Next warm build'}, one page edited, ${w.pages} pages: ${w.seconds} s, peak ${w.peakMb} MB.`,
    ),
    '',
    judge(scaleVerdicts(perPage(largest, (row) => row.seconds) * 1000, warm.at(-1)?.seconds ?? Number.NaN, largest.pages)),
  ].join('\n');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'scale.md'), `${table}\n`);
  console.log(`\n${table}`);
}

async function publish() {
  const runs = Number(arg('runs', '5'));
  const { seconds, median, budget } = await publishToLive(runs);
  const line = `Publish to live (real WordPress, warm build and local deploy), median of ${runs}: ${median} s (${seconds.join(', ')} s); budget ${budget} s: ${median <= budget ? 'PASS' : 'FAIL'}`;
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'publish.md'), `Measured ${new Date().toISOString().slice(0, 10)}. ${line}\n`);
  console.log(`\n${line}`);
  if (median > budget) process.exitCode = 1;
}

(process.argv.includes('--publish') ? publish() : process.argv.includes('--pages') ? scale() : full()).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
