import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import YAML from 'yaml';
import { startTestBackend } from '../support/demo-backend';

type Step = { name?: string; id?: string; uses?: string; run?: string; with?: Record<string, string>; env?: Record<string, string> };
type Concurrency = { group?: string; 'cancel-in-progress'?: boolean | string };
type Workflow = {
  on: Record<string, unknown>;
  concurrency?: Concurrency | string;
  jobs: Record<string, { steps: Step[]; env?: Record<string, string>; concurrency?: unknown }>;
};

const root = path.resolve(__dirname, '../..');
const workflow = YAML.parse(fs.readFileSync(path.join(root, '.github/workflows/deploy.yml'), 'utf8')) as Workflow;
const steps = workflow.jobs.deploy.steps;
const scripts = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

// WordPress's rebuild hook starts it with a workflow dispatch, which a token with the Actions
// permission alone may send; a repository dispatch would need one that can push code.
test('the workflow rebuilds on push and by workflow dispatch (the WordPress hook, or by hand), and nothing else', () => {
  expect(Object.keys(workflow.on)).toEqual(['push', 'workflow_dispatch']);
  expect(workflow.on.workflow_dispatch).toEqual({ inputs: { changes: expect.objectContaining({ required: false }) } });
  expect(workflow.jobs.deploy.env).toMatchObject({ WPGRAPHQL_URL: expect.any(String), SITE_URL: expect.any(String) });
});

test('what WordPress says changed reaches the log through the environment, never pasted into a script', () => {
  const printing = steps.filter((s) => JSON.stringify(s).includes('inputs.changes'));
  expect(printing).toHaveLength(1);
  expect(printing[0].run).not.toMatch(/\$\{\{/);
  expect(printing[0].env).toEqual({ CHANGES: '${{ inputs.changes }}' });
});

// WordPress coalesces its asking (decision 012), but builds still come while one runs: GitHub must
// keep one build running and only the newest one waiting, never cancel a running one, and put
// every run, whatever started it, in the same queue.
test('one build at a time, the newest waiting one kept, the running one never cancelled', () => {
  expect(workflow.concurrency).toEqual({ group: expect.any(String), 'cancel-in-progress': false });
  const { group } = workflow.concurrency as Concurrency;
  // A group made from the event or the ref would let a dispatch and a push build side by side.
  expect(group).not.toMatch(/\$\{\{/);
  expect(workflow.jobs.deploy.concurrency).toBeUndefined();
});

test('it builds on the Node version the README asks for (.nvmrc)', () => {
  const setup = steps.filter((s) => s.uses?.startsWith('actions/setup-node@'));
  expect(setup).toHaveLength(1);
  expect(setup[0].with).toMatchObject({ 'node-version-file': '.nvmrc' });
  expect(setup[0].with?.['node-version']).toBeUndefined();
  expect(fs.readFileSync(path.join(root, 'README.md'), 'utf8')).toContain(`Node ${fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim()} (\`.nvmrc\``);
});

test('it keeps the Gatsby cache and public folder between runs, before building', () => {
  const cache = steps.findIndex((s) => s.uses?.startsWith('actions/cache@'));
  const build = steps.findIndex((s) => s.id === 'build');
  expect(cache).toBeGreaterThan(-1);
  expect(cache).toBeLessThan(build);
  expect(steps[cache].with?.path.split('\n').filter(Boolean)).toEqual(['.cache', 'public']);
  expect(steps[cache].with?.['restore-keys']).toBeTruthy();
});

test('its steps run npm scripts that exist, and its WordPress check passes against the demo backend', async () => {
  for (const step of steps.filter((s) => s.run?.startsWith('npm run '))) {
    expect(Object.keys(scripts)).toContain(step.run!.replace('npm run ', '').split(' ')[0]);
  }
  const check = steps.find((s) => s.id === 'check')!;
  const demo = await startTestBackend();
  try {
    // Asynchronously: the backend answers from this very process.
    const run = await promisify(execFile)('bash', ['-c', check.run!], {
      cwd: root,
      env: { ...process.env, WPGRAPHQL_URL: `${demo.url}/graphql`, SITE_URL: 'https://hotel.example' },
    });
    expect(run.stdout).toContain('A build against this WordPress should work.');
  } finally {
    await demo.stop();
  }
}, 60_000);

// Each run tells WordPress whether it is building, live or failed (decision 024), with the secret
// HOTEL_SITE_BUILD_TOKEN, when the variable BUILD_STATUS_URL names the route; nothing otherwise.
describe('the run reports its state to WordPress', () => {
  const reporting = steps.filter((s) => s.run?.includes('scripts/report-build-status.sh'));
  const byState = (state: string) => reporting.find((s) => s.run?.includes(`report-build-status.sh ${state}`))!;
  const indexOf = (step: Step) => steps.indexOf(step);
  type Conditional = Step & { if?: string; 'continue-on-error'?: boolean };

  test('building before the checks, live after the deploy, failed when a step failed, each skipped without BUILD_STATUS_URL', () => {
    expect(reporting).toHaveLength(3);
    expect(workflow.jobs.deploy.env).toMatchObject({ BUILD_STATUS_URL: '${{ vars.BUILD_STATUS_URL }}', CHANGES: '${{ inputs.changes }}' });
    expect(indexOf(byState('building'))).toBeLessThan(steps.findIndex((s) => s.id === 'check'));
    expect(indexOf(byState('live'))).toBeGreaterThan(steps.findIndex((s) => s.id === 'deploy'));
    for (const step of reporting as Conditional[]) {
      expect(step.if).toContain("env.BUILD_STATUS_URL != ''");
      // The token comes from the secret, through the environment, never pasted into the script.
      expect(step.env?.HOTEL_SITE_BUILD_TOKEN).toBe('${{ secrets.HOTEL_SITE_BUILD_TOKEN }}');
      expect(step.run).not.toContain('secrets.');
    }
    expect((byState('failed') as Conditional).if).toMatch(/^failure\(\) && /);
    expect(byState('failed').env?.FAILED_STEP).toContain("steps.build.outcome == 'failure' && 'Build'");
    // A report WordPress does not take holds no deploy up.
    for (const state of ['building', 'live']) expect((byState(state) as Conditional)['continue-on-error']).toBe(true);
  });

  test('the script sends what the route takes, with the token, and fails with WordPress’s answer when refused', async () => {
    const script = fs.readFileSync(path.join(root, 'scripts/report-build-status.sh'), 'utf8');
    expect(script).toContain('curl --fail-with-body');
    const received: { authorization?: string; body: unknown }[] = [];
    const server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
        const refused = request.headers.authorization !== 'Bearer s3cret';
        response.writeHead(refused ? 401 : 200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(refused ? { code: 'hotel_site_build_token', message: 'wrong token', data: { status: 401 } } : { current: null }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const run = (args: string[], token = 's3cret') =>
      promisify(execFile)('bash', [path.join(root, 'scripts/report-build-status.sh'), ...args], {
        env: {
          PATH: process.env.PATH,
          BUILD_STATUS_URL: `http://127.0.0.1:${port}/wp-json/hotel-site/v1/build-status`,
          HOTEL_SITE_BUILD_TOKEN: token,
          BUILD_ID: '123-1',
          BUILD_STARTED: '1765000000',
          CHANGES: 'page 12, menu 3',
          SITE_URL: 'https://hotel.example',
        },
      });
    try {
      await run(['building']);
      await run(['live']);
      await run(['failed', 'The step “Build” failed.']);
      await expect(run(['live'], 'wrong')).rejects.toMatchObject({ stdout: expect.stringContaining('wrong token') });
    } finally {
      server.close();
    }
    expect(received.map((r) => r.authorization)).toEqual(['Bearer s3cret', 'Bearer s3cret', 'Bearer s3cret', 'Bearer wrong']);
    expect(received[0].body).toEqual({ state: 'building', build: '123-1', started: 1765000000, finished: null, changes: ['page 12', 'menu 3'] });
    expect(received[1].body).toEqual({
      state: 'live',
      build: '123-1',
      started: 1765000000,
      finished: expect.any(Number),
      changes: ['page 12', 'menu 3'],
      site: 'https://hotel.example',
    });
    expect(received[2].body).toMatchObject({ state: 'failed', message: 'The step “Build” failed.', finished: expect.any(Number) });
  });
});
