import { readSearchRequest } from '../../demo/wordpress/motopress/search-request';
import { startTestBackend, type TestBackend } from '../support/demo-backend';

const today = '2026-03-10';
const good = { mphb_check_in_date: '2026-03-12', mphb_check_out_date: '2026-03-15', mphb_adults: '2', mphb_children: '0' };

describe('reading a MotoPress search', () => {
  test('dates in Y-m-d, nights counted, children optional', () => {
    expect(readSearchRequest(good, today)).toEqual({ ok: true, search: { checkin: '2026-03-12', checkout: '2026-03-15', nights: 3, adults: 2, children: 0 } });
    expect(readSearchRequest({ ...good, mphb_children: undefined }, today)).toMatchObject({ ok: true, search: { children: 0 } });
  });

  test.each([
    [{ mphb_check_in_date: undefined }, 'mphb_check_in_date'],
    [{ mphb_check_in_date: '12/03/2026' }, 'mphb_check_in_date'],
    [{ mphb_check_in_date: '2026-02-30' }, 'mphb_check_in_date'],
    [{ mphb_check_in_date: '2026-03-09' }, 'mphb_check_in_date'],
    [{ mphb_check_out_date: '2026-03-12' }, 'mphb_check_out_date'],
    [{ mphb_check_out_date: '2026-03-11' }, 'mphb_check_out_date'],
    [{ mphb_adults: '0' }, 'mphb_adults'],
    [{ mphb_adults: 'two' }, 'mphb_adults'],
    [{ mphb_children: '-1' }, 'mphb_children'],
  ])('refuses %p', (change, field) => {
    expect(readSearchRequest({ ...good, ...change }, today)).toMatchObject({ ok: false, field });
  });
});

describe('the demo search results page', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend({ now: () => Date.parse('2026-03-10T09:00:00Z') });
  });
  afterAll(() => backend.stop());

  test('shows what it received and the room types of the language', async () => {
    const response = await fetch(`${backend.url}/search-results/?${new URLSearchParams(good)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    const html = await response.text();
    expect(html).toContain('<dd data-field="checkin">2026-03-12</dd>');
    expect(html).toContain('<dd data-field="nights">3</dd>');
    expect(html).toContain('<dd data-field="adults">2</dd>');
    expect(html).toContain('Riviera Suite');
    expect(html).toContain('Penthouse Suite');
    const french = await (await fetch(`${backend.url}/search-results/?${new URLSearchParams({ ...good, lang: 'fr' })}`)).text();
    expect(french).toContain('Suite Riviera');
  });

  test('a bad search gets 400 and says which field is wrong', async () => {
    const response = await fetch(`${backend.url}/search-results/?${new URLSearchParams({ ...good, mphb_check_out_date: '2026-03-11' })}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('data-field="mphb_check_out_date"');
  });
});
