// Gatsby's `Link` and the helpers `gatsby` exports beside it, for pages loaded whole: a link is an
// anchor. It is marked as the current page when it leads to the page shown, as Gatsby's is on the
// server, so hydration finds the same markup.
import * as React from 'react';

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

export function withPrefix(address: string): string {
  if (!address.startsWith('/') || address.startsWith('//')) return address;
  const prefix = __BASE_PATH__.endsWith('/') ? __BASE_PATH__.slice(0, -1) : __BASE_PATH__;
  return `${prefix}${address}`;
}

export const withAssetPrefix = (address: string): string => withPrefix(address);

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...rest }, ref) {
  const href = withPrefix(to);
  const current = typeof window !== 'undefined' && encodeURI(href) === window.location.pathname;
  return <a ref={ref} href={href} aria-current={current ? 'page' : undefined} {...rest} />;
});

export function navigate(to: string | number, options?: { replace?: boolean }): void {
  if (typeof to === 'number') return history.go(to);
  const address = withPrefix(to);
  if (options?.replace) location.replace(address);
  else location.assign(address);
}

export function parsePath(address: string): { pathname: string; search: string; hash: string } {
  const url = new URL(address, 'http://site');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}
