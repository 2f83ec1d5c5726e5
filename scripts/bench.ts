// `npm run bench`: builds the demo site cold and warm, serves it, runs Lighthouse in Debian's
// Chromium on the key pages of every language, and reports scores, vitals, bytes, build time,
// build memory and the size of `public/`. `npm run bench -- --pages 100,1000` measures how the
// build grows with N extra pages per language instead. Results go to bench-results/.
//
// Options: --langs en,fr,de   --devices mobile,desktop   --pages N[,N…]   --template <translation key>
// (the page the extra pages copy: `restaurant` links its photos full size, `awards` does not)
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { markdownTable, summarise, type LighthouseReport, type PageResult } from './bench/lighthouse-summary';

const root = path.resolve(__dirname, '..');
const DEMO_PORT = process.env.BENCH_DEMO_PORT ?? '8890';
const SITE_PORT = process.env.BENCH_SITE_PORT ?? '9090';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const out = path.join(root, 'bench-results');

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : fallback;
};

const PAGES: Record<string, string[]> = {
  en: ['/', '/rooms/deluxe-sea-view-room/', '/new-rooftop-terrace/', '/contact/', '/location/'],
  fr: ['/fr/', '/fr/chambres/chambre-deluxe-vue-mer/', '/fr/nouvelle-terrasse-sur-le-toit/', '/fr/nous-contacter/', '/fr/acces/'],
  de: ['/de/', '/de/zimmer/deluxe-zimmer-meerblick/', '/de/neue-dachterrasse/', '/de/kontakt/', '/de/anfahrt/'],
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

/** Runs `npm run build` under GNU time: wall seconds and the peak memory of its largest process. */
function timedBuild(env: NodeJS.ProcessEnv): { seconds: number; peakMb: number } {
  const report = path.join(os.tmpdir(), `bench-time-${process.pid}.txt`);
  execFileSync('/usr/bin/time', ['-o', report, '-f', '%e %M', 'npm', 'run', 'build', '--silent'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const [seconds, kb] = fs.readFileSync(report, 'utf8').trim().split(/\s+/).map(Number);
  return { seconds, peakMb: Math.round(kb / 1024) };
}

const clean = () => execFileSync('npx', ['gatsby', 'clean'], { cwd: root, stdio: 'ignore' });
const du = (dir: string) => Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split(/\s+/)[0]);

function start(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(command, args, { cwd: root, env, stdio: 'ignore', detached: true });
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
    const ok = await fetch(url).then((r) => r.status < 500, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

async function lighthouseRuns(langs: string[], devices: ('mobile' | 'desktop')[], env: NodeJS.ProcessEnv): Promise<PageResult[]> {
  const backend = start('npx', ['tsx', 'demo/server.ts'], env);
  const site = start('npx', ['gatsby', 'serve', '--port', SITE_PORT], env);
  const results: PageResult[] = [];
  try {
    await waitFor(`http://127.0.0.1:${DEMO_PORT}/map/style.json`);
    await waitFor(`http://localhost:${SITE_PORT}/`);
    const { default: lighthouse, desktopConfig } = await import('lighthouse');
    const { launch } = await import('chrome-launcher');
    const chrome = await launch({
      chromePath: chromium,
      chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--enable-unsafe-swiftshader'],
    });
    try {
      for (const lang of langs) {
        for (const page of PAGES[lang] ?? []) {
          for (const device of devices) {
            const result = await lighthouse(`http://localhost:${SITE_PORT}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' }, device === 'desktop' ? desktopConfig : undefined);
            if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
            const summary = summarise(page, device, result.lhr as unknown as LighthouseReport);
            console.log(`${device.padEnd(7)} ${page.padEnd(40)} perf ${summary.scores.performance} a11y ${summary.scores.accessibility} best ${summary.scores.bestPractices} seo ${summary.scores.seo} LCP ${summary.lcpMs} ms JS ${(summary.bytes.script / 1024).toFixed(1)} KB`);
            results.push(summary);
          }
        }
      }
    } finally {
      await chrome.kill();
    }
  } finally {
    stop(site);
    stop(backend);
  }
  return results;
}

async function full() {
  const langs = arg('langs', 'en,fr,de').split(',');
  const devices = arg('devices', 'mobile,desktop').split(',') as ('mobile' | 'desktop')[];
  const { dir, env } = benchEnv();
  console.log('Clean build…');
  clean();
  const cold = timedBuild(env);
  console.log(`  ${cold.seconds} s, peak ${cold.peakMb} MB`);
  const spa = path.join(dir, 'content/pages/en/spa.html');
  fs.writeFileSync(spa, fs.readFileSync(spa, 'utf8').replace(/<p>/, '<p>Open late on Fridays. '));
  console.log('Warm build after one edited page…');
  const warm = timedBuild(env);
  console.log(`  ${warm.seconds} s, peak ${warm.peakMb} MB`);
  const publicBytes = du(path.join(root, 'public'));
  const pages = await lighthouseRuns(langs, devices, env);

  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${execFileSync(chromium, ['--version'], { encoding: 'utf8' }).trim()}`;
  const date = new Date().toISOString().slice(0, 10);
  const builds = `| clean build | warm build (one page edited) | peak build memory | public/ |\n|--:|--:|--:|--:|\n| ${cold.seconds} s | ${warm.seconds} s | ${Math.max(cold.peakMb, warm.peakMb)} MB | ${(publicBytes / 2 ** 20).toFixed(1)} MB |`;
  const markdown = `Measured ${date} on ${machine}.\n\n${builds}\n\n${markdownTable(pages)}\n`;
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'bench.json'), JSON.stringify({ date, machine, builds: { cold, warm, publicBytes }, pages }, null, 2));
  fs.writeFileSync(path.join(out, 'bench.md'), markdown);
  console.log(`\n${markdown}`);
  fs.rmSync(dir, { recursive: true, force: true });
}

function scale() {
  const sizes = arg('pages', '100').split(',').map(Number);
  const rows: { extra: number; pages: number; seconds: number; peakMb: number }[] = [];
  for (const extra of [0, ...sizes]) {
    const { dir, env } = benchEnv(extra, arg('template', 'restaurant'));
    clean();
    const { seconds, peakMb } = timedBuild(env);
    const pages = (extra + 13) * 3;
    console.log(`${pages} pages: ${seconds} s, peak ${peakMb} MB`);
    rows.push({ extra, pages, seconds, peakMb });
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const base = rows[0];
  const table = [
    '| pages | clean build | peak memory | per extra page |',
    '|--:|--:|--:|--:|',
    ...rows.map((r) => `| ${r.pages} | ${r.seconds} s | ${r.peakMb} MB | ${r === base ? '' : `${(((r.seconds - base.seconds) / (r.pages - base.pages)) * 1000).toFixed(0)} ms, ${(((r.peakMb - base.peakMb) / (r.pages - base.pages)) * 1024).toFixed(0)} KB`} |`),
  ].join('\n');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'scale.md'), `${table}\n`);
  console.log(`\n${table}`);
}

(process.argv.includes('--pages') ? Promise.resolve(scale()) : full()).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
