// The site's icon, the hotel's initial on its navy, written into every page's head as a `data:`
// address (gatsby-ssr.tsx). As a file, its request, on a connection of its own, ended before the
// main picture was painted in some Lighthouse runs, and the simulated phone's largest paint
// waited for it too (the directions page 1.21 s against 1.06 s). It lives in code, not read from
// a file while pages render: Gatsby renders every page again after a build whose renderer read
// files, and warm builds would no longer be warm.
const SVG = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' rx='12' fill='#1f2a44'/><text x='32' y='44' text-anchor='middle' font-family='Georgia, serif' font-size='38' fill='#c9a96e'>L</text></svg>`;

/** The icon as an address; only what an address cannot hold is escaped, the rest compresses with the page. */
export const SITE_ICON = `data:image/svg+xml,${SVG.replace(/[%#<>]/g, (character) => encodeURIComponent(character))}`;
