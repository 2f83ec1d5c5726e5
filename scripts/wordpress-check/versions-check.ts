// The versions a WordPress runs (the project's plugin tells them at /wp-json/hotel-site/v1/versions)
// against the stacks the site is tested with: named, placed in the tested matrix, and a warning
// for a major version newer than any tested, whose changes nothing here has seen yet.
import { COMPONENTS, matchingStack, newestStack, oldestStack, standingOf, testedStacks, type Component, type Versions } from './tested-stacks';
import type { CheckResult } from './checks';

type Fetch = typeof fetch;

const range = (component: Component) => {
  const versions = [...new Set(testedStacks.map((stack) => stack.versions[component]))];
  return versions.join(' and ');
};

/** What a WordPress says it runs, or why it said nothing. */
export async function askVersions(origin: string, fetchImpl: Fetch, timeoutMs: number): Promise<Partial<Record<Component, string | null>> | string> {
  try {
    const response = await fetchImpl(`${origin}/wp-json/hotel-site/v1/versions`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return `HTTP ${response.status}`;
    const answer = (await response.json()) as unknown;
    if (!answer || typeof answer !== 'object') return 'not an object';
    const found: Partial<Record<Component, string | null>> = {};
    for (const component of Object.keys(COMPONENTS) as Component[]) {
      const version = (answer as Record<string, unknown>)[component];
      found[component] = typeof version === 'string' ? version : null;
    }
    return found;
  } catch (error) {
    return (error as Error).message;
  }
}

export function versionsResult(found: Partial<Record<Component, string | null>> | string): CheckResult {
  if (typeof found === 'string')
    return {
      name: 'Versions',
      status: 'warning',
      detail: `WordPress did not say which versions it runs (/wp-json/hotel-site/v1/versions: ${found})`,
      fix: `Install the project's plugin (wordpress/hotel-site, 1.3.0 or later), and leave HOTEL_SITE_PUBLISH_VERSIONS unset. The site is tested with ${describeStack(oldestStack().versions)} and with ${describeStack(newestStack().versions)}.`,
    };
  const components = Object.keys(COMPONENTS) as Component[];
  const named = components.map((component) => `${COMPONENTS[component]} ${found[component] ?? '(not active)'}`).join(', ');
  const stack = matchingStack(Object.fromEntries(components.filter((c) => found[c]).map((c) => [c, found[c] as string])));
  if (stack) return { name: 'Versions', status: 'ok', detail: `${named}: a tested stack (${stack.file})` };
  const concerns: string[] = [];
  const notes: string[] = [];
  for (const component of components) {
    const version = found[component];
    if (!version) continue;
    const standing = standingOf(component, version);
    const label = `${COMPONENTS[component]} ${version}`;
    if (standing === 'newer-major') concerns.push(`${label} is a newer major version than the site is tested with (${range(component)})`);
    else if (standing === 'older') concerns.push(`${label} is older than the oldest the site is tested with (${range(component)})`);
    else if (standing === 'untested-within') notes.push(`${label} is not itself tested (tested: ${range(component)})`);
  }
  if (!concerns.length)
    return {
      name: 'Versions',
      status: 'ok',
      detail: `${named}: within the tested matrix${notes.length ? `, not a tested stack itself (${notes.join('; ')})` : ''}`,
    };
  return {
    name: 'Versions',
    status: 'warning',
    detail: `${named}: ${concerns.join('; ')}`,
    fix: `The site may build and work, but nothing has tested it there: build it and check the pages before publishing, or stay on the tested versions (newest: ${describeStack(newestStack().versions)}). docs/operators.md says how to upgrade.`,
  };
}

function describeStack(versions: Versions): string {
  return (Object.keys(COMPONENTS) as Component[]).map((component) => `${COMPONENTS[component]} ${versions[component]}`).join(', ');
}
