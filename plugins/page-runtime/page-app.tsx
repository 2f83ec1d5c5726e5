// The script every page starts with, in place of Gatsby's router and loader (gatsby-node.ts): it
// reads the page's data and template as Gatsby wrote them, wraps the page as the site's and its
// plugins' browser APIs ask (Gatsby's order: onClientEntry, wrapPageElement inside the focus
// wrapper inside wrapRootElement, onInitialClientRender, onRouteUpdate), and hydrates the HTML.
import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import asyncRequires from '$virtual/async-requires';
import { pageDataUrl, type PageData } from './page-data';
import { runApi, runApiInTurn, wrapElement } from './browser-apis';

type Template = React.ComponentType<Record<string, unknown>>;

async function loadPage(path: string): Promise<{ data: PageData; Page: Template }> {
  const address = pageDataUrl(path);
  const response = await fetch(address);
  if (!response.ok) throw new Error(`${address} answered ${response.status}`);
  const data = (await response.json()) as PageData;
  const load = asyncRequires.components[data.componentChunkName];
  if (!load) throw new Error(`No template ${data.componentChunkName}`);
  const template = (await load()) as { default: Template };
  return { data, Page: template.default };
}

function App({ children }: { children: React.ReactNode }) {
  React.useEffect(() => {
    runApi('onInitialClientRender');
    runApi('onRouteUpdate', { location: window.location, prevLocation: null });
  }, []);
  return <>{children}</>;
}

async function start() {
  await runApiInTurn('onClientEntry');
  const { location } = window;
  const { data, Page } = await loadPage(window.pagePath ?? location.pathname);
  // The props Gatsby gives a page, less its router's and loader's own.
  const props = { ...data.result, path: data.path, uri: location.pathname, location, params: {} };
  const page = wrapElement('wrapPageElement', <Page {...props} />, { props });
  const root = wrapElement(
    'wrapRootElement',
    <div style={{ outline: 'none' }} tabIndex={-1} id="gatsby-focus-wrapper">
      {page}
    </div>,
  );
  runApi('onPreRouteUpdate', { location, prevLocation: null });
  // The template's code ran in the task that brought it: hydrating starts in a task of its own, so
  // that the two are not one long task in which the page answers nothing.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const container = document.getElementById('___gatsby');
  if (container) hydrateRoot(container, <App>{root}</App>);
}

start().catch((error: Error) => console.error(`The page's scripts did not start: ${error.message}`));
