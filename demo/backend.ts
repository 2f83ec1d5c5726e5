// The demo backend: one HTTP server that stands in for WordPress (GraphQL, media, Contact Form 7)
// and the map services (tiles, style, routing, geocoding: demo/geo, answering from the files in
// demo/data). WordPress content comes from demo/content through the SQLite store, so what
// visitors change survives a restart.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { DEFAULT_DEMO_PORT } from '../src/config/demo-address.server';
import { CF7_REST_BASE, contactFormApi, type ContactFormApiOptions } from './wordpress/cf7/rest-route';
import { readForms, type FormsFile } from './wordpress/cf7/forms-file';
import { smtpSender } from './wordpress/cf7/mail';
import { withRenderedForms } from './wordpress/cf7/markup';
import { withContentFilters } from './wordpress/content-filters';
import { FormSubmissions } from './wordpress/cf7/submissions';
import { geoRoutes } from './geo/routes';
import { readShareCounts, shareCountRoutes, type ShareCounts } from './third-party/share-counts';
import { postEmbedRoutes, readEmbeddedPosts, type EmbeddedPost } from './wordpress/post-embeds';
import type { MediaRecord, PageRecord } from './wordpress/content-files';
import { imageCopyRoute } from './wordpress/image-copies';
import { searchResultsRoute } from './wordpress/motopress/search-results-route';
import { readContent } from './wordpress/content-files';
import { withExtraPages } from './wordpress/extra-pages';
import { createWordPressGraph, pageAtPath, UPLOADS_PATH } from './wordpress/graph';
import { plainPostRoute } from './wordpress/cf7/plain-post-route';
import { commentsPostRoute } from './wordpress/comments-post-route';
import { graphqlHandler } from './wordpress/graphql-route';
import { Store, type Action } from './wordpress/store';
import { versionsRoute } from './wordpress/versions-route';
import { errorAnswer, limitBody } from './request-limits';

export type BackendOptions = {
  contentDir?: string;
  dbPath?: string;
  /** The origin WordPress reports (generalSettings.url); defaults to http://127.0.0.1:<port>. */
  publicUrl?: string;
  prettyPermalinks?: boolean;
  /** The clock in ms (tests step it past the comment flood limit); defaults to Date.now. */
  now?: () => number;
  /** Where contact-form mail goes (smtp://user:pass@host:port); without it, into the outbox table. */
  smtpUrl?: string;
  /**
   * The static site's origin, as the plugin's HOTEL_SITE_URL gives it to WordPress: a comment
   * sent without the site's code is sent back there. Without it, WordPress's own behaviour.
   */
  siteUrl?: string;
  /** The largest contact-form submission accepted, in bytes. */
  formBodyLimit?: number;
  /** Extra generated pages per language, for build benchmarks. */
  extraPages?: number;
  /** The page (translation key) the extra pages copy; the restaurant page by default. */
  extraPageTemplate?: string;
};

const DEFAULT_FORM_BODY_LIMIT = 1024 * 1024;
const GRAPHQL_BODY_LIMIT = 2 * 1024 * 1024;

export const DEFAULT_CONTENT_DIR = path.join(__dirname, 'content');
export const DEFAULT_DB_PATH = path.join(__dirname, '.state', 'demo.sqlite');

const notFound = (res: Response) =>
  res
    .status(404)
    .set('Content-Type', 'application/json; charset=UTF-8')
    .send(Buffer.from(JSON.stringify({ code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } })));

export function createDemoBackend(options: BackendOptions = {}) {
  const contentDir = options.contentDir ?? DEFAULT_CONTENT_DIR;
  const dbPath = options.dbPath ?? DEFAULT_DB_PATH;
  const store = new Store(dbPath);
  const submissions = new FormSubmissions(dbPath);
  let forms: FormsFile = { forms: [], disallowedKeys: [] };
  let shareCounts: ShareCounts = {};
  let embeddedPosts: EmbeddedPost[] = [];
  // Forms are read with the pages: a page's content holds its rendered forms, so editing a form
  // is reported as an update of the pages that show it.
  const reload = (): Action[] => {
    const snapshot = withExtraPages(readContent(contentDir), options.extraPages ?? 0, options.extraPageTemplate);
    const nextForms = readForms(contentDir);
    // WordPress's content filters, in its order around the forms' shortcodes.
    const actions = store.sync(
      withContentFilters(snapshot, (filtered) => withRenderedForms(filtered, nextForms.forms)),
      options.now?.() ?? Date.now(),
    );
    forms = nextForms;
    shareCounts = readShareCounts(contentDir);
    embeddedPosts = readEmbeddedPosts(contentDir);
    return actions;
  };
  reload();

  let origin = options.publicUrl ?? '';
  const graph = () => createWordPressGraph(store, { origin, prettyPermalinks: options.prettyPermalinks, now: options.now });

  const app = express();
  app.disable('x-powered-by');

  // WPGraphQL and the WordPress REST API answer any origin, and preflight requests.
  app.use(['/graphql', '/wp-json'], (req: Request, res: Response, next: NextFunction) => {
    res.set('Access-Control-Allow-Origin', '*');
    res.set('Access-Control-Allow-Headers', 'Authorization, Content-Type, X-WP-Nonce');
    res.set('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.status(200).end();
      return;
    }
    next();
  });

  const graphql = graphqlHandler(graph);
  app.get('/graphql', graphql);
  app.post('/graphql', limitBody(GRAPHQL_BODY_LIMIT), express.raw({ type: () => true, limit: GRAPHQL_BODY_LIMIT }), graphql);

  const contactForms: ContactFormApiOptions = {
    forms: () => forms,
    submissions,
    send: options.smtpUrl ? smtpSender(options.smtpUrl) : undefined,
    mailContext: () => ({ siteTitle: String(store.site().generalSettings.title ?? ''), siteUrl: origin }),
    localeOf: (language) => store.site().languages.find((l) => l.slug === language)?.locale ?? 'en_US',
    bodyLimit: options.formBodyLimit ?? DEFAULT_FORM_BODY_LIMIT,
  };
  app.use(CF7_REST_BASE, contactFormApi(contactForms));
  app.use(versionsRoute());

  // A comment sent without the site's code; before the contact forms' plain posts, which take
  // any path.
  app.use(
    commentsPostRoute({ store, origin: () => origin, siteUrl: options.siteUrl, now: options.now, bodyLimit: options.formBodyLimit ?? DEFAULT_FORM_BODY_LIMIT }),
  );

  // A form sent without the site's code, to its page on WordPress.
  app.use(plainPostRoute({ ...contactForms, pageAt: (path) => pageAtPath(store, path) }));

  app.use(UPLOADS_PATH, express.static(path.join(contentDir, 'media'), { fallthrough: true, maxAge: '1d' }));
  app.use(
    UPLOADS_PATH,
    imageCopyRoute(() => store.all<MediaRecord>('mediaItem'), path.join(contentDir, 'media')),
  );

  app.use(geoRoutes({ origin: () => origin }));

  app.use(shareCountRoutes(() => shareCounts));
  app.use(
    postEmbedRoutes(
      () => embeddedPosts,
      () => origin,
    ),
  );
  // MotoPress Hotel Booking's search results page: where the stay search hands visitors over.
  app.use(
    searchResultsRoute({
      pages: () => store.all<PageRecord>('page'),
      defaultLanguage: () => store.site().languages[0]?.slug ?? 'en',
      timeZone: () => String(store.site().generalSettings.timezone ?? 'UTC'),
      now: options.now,
    }),
  );

  app.use((_req: Request, res: Response) => notFound(res));
  app.use(errorAnswer);

  return {
    app,
    store,
    submissions,
    reload,
    /** Starts listening; resolves with the URL and a function that stops the server. */
    listen(port = DEFAULT_DEMO_PORT, host = '127.0.0.1'): Promise<{ url: string; close: () => Promise<void> }> {
      return new Promise((resolve, reject) => {
        const server = app.listen(port, host);
        server.once('error', reject);
        server.once('listening', () => {
          const actual = (server.address() as AddressInfo).port;
          const url = `http://${host}:${actual}`;
          if (!options.publicUrl) origin = url;
          resolve({
            url,
            close: () =>
              new Promise<void>((done) => {
                server.closeAllConnections();
                server.close(() => {
                  store.close();
                  submissions.close();
                  done();
                });
              }),
          });
        });
      });
    },
    /** Reloads the content whenever a file under the content folder changes. */
    watch(onChange: (actions: Action[]) => void = () => undefined): () => void {
      let timer: NodeJS.Timeout | undefined;
      const watcher = fs.watch(contentDir, { recursive: true }, () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          try {
            onChange(reload());
          } catch (error) {
            console.error((error as Error).message);
          }
        }, 150);
      });
      return () => watcher.close();
    },
  };
}
