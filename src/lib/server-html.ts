// Whether the browser is about to hydrate HTML the server rendered: true for the first render of a
// built page, false on the server and in `gatsby develop` (which renders into an empty page).
export const renderingOverServerHtml = (): boolean =>
  typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== 'true' && Boolean(document.getElementById('___gatsby')?.firstElementChild);
