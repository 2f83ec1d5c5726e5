import { contactFormRoute } from '../../../src/features/contact-form/rest-route';

test('routes sit after the namespace in a pretty-permalink root', () => {
  expect(contactFormRoute('https://wp.example/wp-json/', 71, 'feedback')).toBe('https://wp.example/wp-json/contact-form-7/v1/contact-forms/71/feedback');
  expect(contactFormRoute('https://wp.example/blog/wp-json', 5, 'refill')).toBe('https://wp.example/blog/wp-json/contact-form-7/v1/contact-forms/5/refill');
});

test('and in a plain-permalink root', () => {
  expect(contactFormRoute('https://wp.example/?rest_route=/', 5, 'feedback')).toBe(
    'https://wp.example/?rest_route=/contact-form-7/v1/contact-forms/5/feedback',
  );
});
