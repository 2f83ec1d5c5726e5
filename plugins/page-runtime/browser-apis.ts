// The site's and its plugins' gatsby-browser APIs, run as Gatsby runs them: every plugin in
// gatsby-config's order.
import type { ReactElement } from 'react';
import plugins from 'gatsby-browser-plugins';

/** Runs `api` of every plugin that has it. */
export function runApi(api: string, args: Record<string, unknown> = {}): void {
  for (const { plugin, options } of plugins) plugin[api]?.(args, options);
}

/** An API whose answers may be promises, one plugin after the other. */
export async function runApiInTurn(api: string, args: Record<string, unknown> = {}): Promise<void> {
  for (const { plugin, options } of plugins) await plugin[api]?.(args, options);
}

/** A wrapping API (`wrapPageElement`, `wrapRootElement`): each plugin wraps what the one before it returned. */
export function wrapElement(api: string, element: ReactElement, args: Record<string, unknown> = {}): ReactElement {
  let wrapped = element;
  for (const { plugin, options } of plugins) {
    const result = plugin[api]?.({ ...args, element: wrapped }, options);
    if (result !== undefined) wrapped = result as ReactElement;
  }
  return wrapped;
}
