// The booking engine the demo hands stays to: MotoPress Hotel Booking's search results page on
// the WordPress site (`/search-results/`). It answers with a plain availability page that shows
// what it received and lists the demo room types (the pages under "Rooms & Suites"), so the
// stay search can be followed to its end offline. Bad requests get 400 and say what is wrong.
import express, { type Request, type Response } from 'express';
import type { PageRecord } from '../content-files';
import { readSearchRequest } from './search-request';

const SEARCH_RESULTS_PATH = '/search-results/';

type Options = {
  pages: () => PageRecord[];
  defaultLanguage: () => string;
  timeZone: () => string;
  now?: () => number;
};

const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const todayIn = (timeZone: string, ms: number) => {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
  } catch {
    return new Date(ms).toISOString().slice(0, 10);
  }
};

const page = (title: string, body: string) =>
  `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)}</title>` +
  `<style>body{font:1rem/1.6 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1d2433}dt{font-weight:600}dd{margin:0 0 .5rem}li{margin:.25rem 0}.error{color:#9b1c1c}</style></head>` +
  `<body><main>${body}</main></body></html>\n`;

export function searchResultsRoute(options: Options) {
  const router = express.Router();
  router.get(SEARCH_RESULTS_PATH, (req: Request, res: Response) => {
    const query = req.query as Record<string, unknown>;
    const today = todayIn(options.timeZone(), (options.now ?? Date.now)());
    const reading = readSearchRequest(query, today);
    res.set('Content-Type', 'text/html; charset=UTF-8');
    if (!reading.ok) {
      res
        .status(400)
        .send(
          Buffer.from(
            page('Search rooms', `<h1>Search rooms</h1><p class="error" id="search-error" data-field="${esc(reading.field)}">${esc(reading.message)}</p>`),
          ),
        );
      return;
    }
    const { search } = reading;
    const language = typeof query.lang === 'string' ? query.lang : options.defaultLanguage();
    const all = options.pages().filter((p) => p.language === language);
    const rooms = all.find((p) => p.translationKey === 'rooms');
    const types = rooms ? all.filter((p) => p.parent === rooms.id).sort((a, b) => a.menuOrder - b.menuOrder) : [];
    const received = [
      ['Check-in', 'checkin', search.checkin],
      ['Check-out', 'checkout', search.checkout],
      ['Nights', 'nights', String(search.nights)],
      ['Adults', 'adults', String(search.adults)],
      ['Children', 'children', String(search.children)],
    ]
      .map(([label, key, value]) => `<dt>${label}</dt><dd data-field="${key}">${esc(value)}</dd>`)
      .join('');
    const list = types.map((t) => `<li><strong>${esc(t.title)}</strong>: ${esc(t.excerpt)}</li>`).join('');
    // A Buffer keeps WordPress's `charset=UTF-8` as written (Express lowercases it for strings).
    res.send(
      Buffer.from(
        page(
          'Available accommodations',
          `<h1>Available accommodations</h1><p>This page stands in for the booking engine of the demo hotel: it shows the search it received.</p>` +
            `<dl>${received}</dl><h2>${types.length} accommodation types available</h2><ul>${list}</ul>`,
        ),
      ),
    );
  });
  return router;
}
