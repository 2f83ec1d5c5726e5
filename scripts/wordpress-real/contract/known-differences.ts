// What the older tested stacks answer differently from the newest, which the demo backend
// imitates: each difference names the component and the first version that answers as the
// newest does, and how to erase it. Against a stack older than that, the contract suite erases
// it from both answers before comparing them; against the newest nothing is erased, so every
// difference there fails. A difference not listed here fails on every stack.
import { compareVersions, type Component, type Versions } from '../../wordpress-check/tested-stacks';

export type KnownDifference = {
  component: Component;
  /** The first version that answers as the newest stack does. */
  since: string;
  /** What the older versions do, in words, for the failure message and the docs. */
  older: string;
  erase: (answer: unknown) => unknown;
};

/** Applies `edit` to every string of an answer. */
const inStrings =
  (edit: (text: string) => string) =>
  (answer: unknown): unknown => {
    if (typeof answer === 'string') return edit(answer);
    if (Array.isArray(answer)) return answer.map(inStrings(edit));
    if (answer && typeof answer === 'object') return Object.fromEntries(Object.entries(answer).map(([key, value]) => [key, inStrings(edit)(value)]));
    return answer;
  };

type GraphqlError = { message?: string; path?: unknown[]; extensions?: Record<string, unknown> };

/** Applies `edit` to each error of a GraphQL answer, `null` dropping it; an empty list goes too. */
const inErrors =
  (edit: (error: GraphqlError) => GraphqlError | null) =>
  (answer: unknown): unknown => {
    if (!answer || typeof answer !== 'object' || !Array.isArray((answer as { errors?: unknown }).errors)) return answer;
    const { errors, ...rest } = answer as { errors: GraphqlError[] };
    const kept = errors.map(edit).filter((error): error is GraphqlError => error !== null);
    return kept.length ? { ...rest, errors: kept } : rest;
  };

export const KNOWN_DIFFERENCES: readonly KnownDifference[] = [
  {
    component: 'wordpress',
    since: '7.0',
    older: 'paragraphs have no class wp-block-paragraph',
    erase: inStrings((text) => text.replace(/(<p\b[^>]*?) class="wp-block-paragraph"/g, '$1').replace(/(<p\b[^>]*?class="[^"]*?) wp-block-paragraph"/g, '$1"')),
  },
  {
    component: 'wordpress',
    // Seen in 7.1, not in 6.8.8; the tested stacks say no more about when it came.
    since: '7.1',
    older: "the columns' layout class is hashed from the block's own gap (wp-container-core-columns-is-layout-28f84493), not the theme's",
    erase: inStrings((text) => text.replaceAll('wp-container-core-columns-is-layout-794e3cfa', 'wp-container-core-columns-is-layout-28f84493')),
  },
  {
    component: 'wpGraphql',
    since: '2.0.0',
    older: 'errors carry extensions.category (graphql-php 14)',
    erase: inErrors(({ extensions, ...error }) => {
      if (!extensions) return error;
      const { category: _category, ...others } = extensions;
      return Object.keys(others).length ? { ...error, extensions: others } : error;
    }),
  },
  {
    component: 'wpGraphql',
    since: '2.18.0',
    older: 'generalSettings.email is refused to visitors with an error ("Sorry, you do not have permission to view this setting.")',
    erase: inErrors((error) => (error.path?.join('.') === 'generalSettings.email' ? null : error)),
  },
];

/** The differences a stack with these versions is allowed, oldest first. */
export const differencesOf = (versions: Versions): KnownDifference[] =>
  KNOWN_DIFFERENCES.filter((difference) => compareVersions(versions[difference.component], difference.since) < 0);

/** Erases each of `allowed` from an answer. */
export const eraseDifferences = (answer: unknown, allowed: readonly KnownDifference[]): unknown =>
  allowed.reduce((erased, difference) => difference.erase(erased), answer);
