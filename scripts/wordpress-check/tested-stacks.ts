// The stacks the site is tested with (wordpress/tested-stacks.json, oldest first: each a packed
// WordPress with its plugins, named by its file in ../shared/wordpress/), and how the versions a
// WordPress reports compare with them. A newer stack is a new entry in that list and its file.
import stacks from '../../wordpress/tested-stacks.json';

export const COMPONENTS = {
  wordpress: 'WordPress',
  wpGraphql: 'WPGraphQL',
  wpGatsby: 'WPGatsby',
  contactForm7: 'Contact Form 7',
  polylang: 'Polylang',
  wpGraphqlPolylang: 'WPGraphQL Polylang',
} as const;

export type Component = keyof typeof COMPONENTS;
export type Versions = Record<Component, string>;
export type TestedStack = { file: string; versions: Versions };

export const testedStacks: readonly TestedStack[] = stacks;
export const oldestStack = (): TestedStack => testedStacks[0];
export const newestStack = (): TestedStack => testedStacks[testedStacks.length - 1];

/** -1, 0 or 1, comparing dotted versions number by number (7.1 and 7.1.0 are equal). */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) => version.split(/[.-]/).map((part) => Number.parseInt(part, 10) || 0);
  const [left, right] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference) return Math.sign(difference);
  }
  return 0;
}

const major = (version: string) => Number.parseInt(version, 10);

export type Standing =
  /** One of the tested versions. */
  | 'tested'
  /** Between the oldest and newest tested, or a later release of the newest's major. */
  | 'untested-within'
  /** A major version above every tested one: nothing says the site works with it. */
  | 'newer-major'
  /** Older than the oldest tested. */
  | 'older';

/** Where a component's version stands against the versions of the tested stacks. */
export function standingOf(component: Component, version: string): Standing {
  const tested = testedStacks.map((stack) => stack.versions[component]);
  if (tested.some((known) => compareVersions(known, version) === 0)) return 'tested';
  const newest = tested.reduce((a, b) => (compareVersions(a, b) >= 0 ? a : b));
  const oldest = tested.reduce((a, b) => (compareVersions(a, b) <= 0 ? a : b));
  if (major(version) > major(newest)) return 'newer-major';
  if (compareVersions(version, oldest) < 0) return 'older';
  return 'untested-within';
}

/** The tested stack whose every version is the one found, if any. */
export const matchingStack = (found: Partial<Versions>): TestedStack | undefined =>
  testedStacks.find((stack) =>
    (Object.keys(COMPONENTS) as Component[]).every((component) => {
      const version = found[component];
      return version !== undefined && compareVersions(version, stack.versions[component]) === 0;
    }),
  );
