// Adds a stylesheet to the page once and resolves when it has loaded, or failed: what it styles
// then still works, only plainer. Gatsby would put a library's CSS into every page's inlined
// styles, so features that bring their own load it this way, with their code.
export function loadStylesheet(href: string): Promise<void> {
  const existing = document.querySelector(`link[rel="stylesheet"][href="${href}"]`);
  if (existing) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}
