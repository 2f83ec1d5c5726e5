// Unit tests render components in the browser as `gatsby develop` does, into an empty page: the
// page's first hydration is over (gatsby-browser marks it), so features that wait for their first use
// (lazy-on-first-use.tsx) load at once, as they do then.
if (typeof document !== 'undefined') document.documentElement.dataset.hydrated = 'true';
