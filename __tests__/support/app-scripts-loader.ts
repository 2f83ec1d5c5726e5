import { startAppScriptsAfterHero } from '../../plugins/app-scripts-after-hero/app-scripts-after-hero';

/** Runs the inline loader a built page carries, as the browser would, with one script to start: `/app-1.js`. */
export function runAppScriptsLoader() {
  const html = startAppScriptsAfterHero('<html><body><script src="/app-1.js" async></script></body></html>');
  const [, urls, loader] = /<script id="app-scripts" data-urls="([^"]*)">([\s\S]*)<\/script>/.exec(html)!;
  // The loader reads its URLs from its own element, which the browser names while running it.
  const element = document.createElement('script');
  element.setAttribute('data-urls', urls.replace(/&quot;/g, '"'));
  Object.defineProperty(document, 'currentScript', { value: element, configurable: true });
  new Function(loader)();
}
