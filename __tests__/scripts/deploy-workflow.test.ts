import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
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
