// Gatsby's `Link` and `withPrefix`, for pages loaded whole: a link is an anchor. It is marked as
// the current page when it leads to the page shown, as Gatsby's is on the server, so hydration
// finds the same markup.
import * as React from 'react';

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

export function withPrefix(address: string): string {
  if (!address.startsWith('/') || address.startsWith('//')) return address;
  const prefix = __BASE_PATH__.endsWith('/') ? __BASE_PATH__.slice(0, -1) : __BASE_PATH__;
  return `${prefix}${address}`;
}

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...rest }, ref) {
  const href = withPrefix(to);
  const current = typeof window !== 'undefined' && encodeURI(href) === window.location.pathname;
  return <a ref={ref} href={href} aria-current={current ? 'page' : undefined} {...rest} />;
});
