// Gatsby's runtime needs its build; in unit tests `Link` is a plain anchor that says it is one.
import * as React from 'react';

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...rest }, ref) {
  return <a {...rest} ref={ref} href={to} data-gatsby-link="" />;
});

export const graphql = () => '';

/** The site has no path prefix in unit tests. */
export const withPrefix = (path: string) => path;
