import * as React from 'react';
import { renderBody, type Body } from '../../plugins/preact-runtime/render-body';

// A field labelled through useId, beside a feature whose code is loaded lazily.
function Field() {
  const id = React.useId();
  return <label htmlFor={id}>Check-in</label>;
}
const Calendar = () => <p>calendar</p>;
const page = (Feature: React.ComponentType) => (
  <main>
    <React.Suspense fallback={null}>
      <Field />
      <Feature />
      <Field />
    </React.Suspense>
  </main>
);

test("a page that waits for a feature's code comes out as it does once the code is loaded", async () => {
  const Feature = React.lazy(() => new Promise<{ default: React.ComponentType }>((resolve) => setTimeout(() => resolve({ default: Calendar }), 5)));
  const first = await renderBody(page(Feature) as Body);
  const later = await renderBody(page(Feature) as Body);
  expect(first).toBe('<main><label for="P0-0">Check-in</label><p>calendar</p><label for="P0-1">Check-in</label></main>');
  expect(first).toBe(later);
});
