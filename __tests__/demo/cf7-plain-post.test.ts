// Contact Form 7 answering a form sent without the site's code, to its page on WordPress: the
// page with the verdict when the unit tag is the page's own, as seen on WordPress 6.8.8 and 7.1
// with CF7 6.1.6 (a tag from WPGraphQL's content is processed, but the page shows no verdict).
import { startTestBackend, type TestBackend } from '../support/demo-backend';

let demo: TestBackend;
let pageId: number;
beforeAll(async () => {
  demo = await startTestBackend();
  const { body } = await demo.graphql('{ page(id: "/contact/", idType: URI) { databaseId } }');
  pageId = (body.data as { page: { databaseId: number } }).page.databaseId;
});
afterAll(() => demo.stop());

const fields = (unitTag: string, change: Record<string, string> = {}) =>
  new URLSearchParams({
    _wpcf7: '71',
    _wpcf7_version: '6.1.6',
    _wpcf7_locale: 'en_US',
    _wpcf7_unit_tag: unitTag,
    _wpcf7_container_post: String(pageId),
    'your-name': 'Anna Keller',
    'your-email': 'anna@example.org',
    'your-subject': 'Restaurant',
    'your-message': 'A table for two on Friday, please.',
    privacy: '1',
    ...change,
  });

const postPlainly = async (path: string, body: URLSearchParams | FormData) => {
  const response = await fetch(`${demo.url}${path}`, { method: 'POST', body });
  return { status: response.status, type: response.headers.get('content-type'), html: await response.text() };
};

test('sent with the page’s own unit tag, the page shows the verdict in the form', async () => {
  const { status, type, html } = await postPlainly('/contact/', fields(`wpcf7-f71-p${pageId}-o1`));
  expect(status).toBe(200);
  expect(type).toMatch(/^text\/html/);
  expect(html).toContain('data-status="sent"');
  expect(html).toContain('Thank you for your message. It has been sent.');
  expect(demo.backend.submissions.submissions().at(-1)).toMatchObject({ formId: 71, status: 'mail_sent' });
});

test('multipart, as the site’s form posts it, reads the same', async () => {
  const form = new FormData();
  for (const [name, value] of fields(`wpcf7-f71-p${pageId}-o1`, { 'your-message': 'Sent as multipart.' })) form.append(name, value);
  expect((await postPlainly('/contact/', form)).html).toContain('data-status="sent"');
});

test('what is wrong is said in the page, and nothing is sent', async () => {
  const before = demo.backend.submissions.submissions().length;
  const { html } = await postPlainly('/contact/', fields(`wpcf7-f71-p${pageId}-o1`, { 'your-email': 'anna@', 'your-message': 'Invalid.' }));
  expect(html).toContain('data-status="invalid"');
  expect(html).toContain('Please enter an email address.');
  expect(html).toContain('One or more fields have an error. Please check and try again.');
  expect(
    demo.backend.submissions
      .submissions()
      .slice(before)
      .map((s) => s.status),
  ).toEqual(['validation_failed']);
});

test('with WPGraphQL’s unit tag the form is processed, but the page shows no verdict', async () => {
  const { html } = await postPlainly('/contact/', fields('wpcf7-f71-o1', { 'your-message': 'No verdict shown.' }));
  expect(html).toContain('data-status="init"');
  expect(html).not.toContain('Thank you for your message');
  expect(demo.backend.submissions.submissions().at(-1)).toMatchObject({ status: 'mail_sent' });
});

test('a post to a path that is no page, or without a form, is not answered as a form', async () => {
  expect((await postPlainly('/no-such-page/', fields(`wpcf7-f71-p${pageId}-o1`))).status).toBe(404);
  expect((await postPlainly('/contact/', new URLSearchParams({ 'your-name': 'Anna' }))).status).toBe(404);
});
