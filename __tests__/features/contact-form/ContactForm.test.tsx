/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import '@testing-library/jest-dom';
import * as React from 'react';
import { WordPressContent } from '../../../src/content/WordPressContent';
import { contactFormEnhancer } from '../../../src/features/contact-form/enhancer';
import { UiStringsProvider } from '../../../src/lib/use-translation';
import { demoFormHtml, fixture, fixtureLocale, richHtml } from './support';
import { parseHtml } from '../../../src/content/parse-html.server';

type Call = { url: string; init: RequestInit | undefined };
let calls: Call[];
let answers: (() => Promise<Response>)[];

// jsdom has no Response: this one has what the form reads.
const fakeResponse = (body: string, status = 200) =>
  ({ status, ok: status >= 200 && status < 300, text: async () => body, json: async () => JSON.parse(body) }) as unknown as Response;
const json =
  (body: string, status = 200) =>
  () =>
    Promise.resolve(fakeResponse(body, status));

beforeEach(() => {
  calls = [];
  answers = [];
  global.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    const next = answers.shift();
    return next ? next() : Promise.reject(new TypeError('Failed to fetch'));
  }) as typeof fetch;
});

async function renderForm(html: string) {
  const view = render(<WordPressContent content={parseHtml(html)} enhancers={[contactFormEnhancer]} language="en" locale="en_US" />);
  // The enhanced form replaces the plain one once its code has loaded.
  await waitFor(() => expect(document.querySelector('.wpcf7')).toHaveClass('js'), { timeout: 5000 });
  return { ...view, form: screen.getByRole('form') };
}

const posted = (call: Call) => [...(call.init!.body as FormData).entries()].map(([n, v]) => [n, String(v)]);

describe('the recorded rich form', () => {
  test('refills its quiz on load, from the REST route', async () => {
    answers.push(json('{"quiz":{"capital":["Capital of Italy?","0123456789abcdef0123456789abcdef"]}}'));
    await renderForm(richHtml());
    await screen.findByText('Capital of Italy?');
    expect(calls[0].url).toBe('http://127.0.0.1:8790/wp-json/contact-form-7/v1/contact-forms/19/refill');
    expect((document.querySelector('input[name="_wpcf7_quiz_answer_capital"]') as HTMLInputElement).value).toBe('0123456789abcdef0123456789abcdef');
  });

  test('acceptance holds the submit button; exclusive boxes, free text, URL and counters follow the rules', async () => {
    answers.push(json('{"quiz":{"capital":["Capital of France?","898ec8f92c3ea25368daa598bc962718"]}}'));
    const { form } = await renderForm(richHtml());
    const submit = within(form).getByRole('button', { name: 'Send request' });
    expect(submit).toBeDisabled();
    fireEvent.click(within(form).getByLabelText('I accept the terms'));
    expect(submit).toBeEnabled();
    fireEvent.click(within(form).getByLabelText('Do not send marketing'));
    expect(submit).toBeDisabled();
    fireEvent.click(within(form).getByLabelText('Do not send marketing'));

    // In this recorded form the whole group sits inside the "Extras" label, so boxes are found by value.
    const breakfast = form.querySelector('input[name="extras"][value="Breakfast"]')!;
    const parking = form.querySelector('input[name="extras"][value="Parking"]')!;
    fireEvent.click(breakfast);
    fireEvent.click(parking);
    expect(breakfast).not.toBeChecked();
    expect(parking).toBeChecked();

    const freeText = form.querySelector('input[name="_wpcf7_free_text_bed"]') as HTMLInputElement;
    expect(freeText).toBeDisabled();
    fireEvent.click(form.querySelector('input[name="bed"][value="Other"]')!);
    expect(freeText).toBeEnabled();

    const site = form.querySelector('input[name="your-site"]') as HTMLInputElement;
    fireEvent.input(site, { target: { value: 'hotel.example' } });
    fireEvent.blur(site);
    expect(site.value).toBe('http://hotel.example');

    const name = form.querySelector('input[name="your-name"]') as HTMLInputElement;
    fireEvent.input(name, { target: { value: 'A' } });
    const counter = form.querySelector('.wpcf7-character-count[data-target-name="your-name"]')!;
    expect(counter).toHaveClass('too-short');
    expect(counter).toHaveAttribute('data-current-value', '1');
    fireEvent.input(form.querySelector('textarea')!, { target: { value: 'Hello' } });
    expect(form.querySelector('.wpcf7-character-count[data-target-name="your-message"]')).toHaveAttribute('data-current-value', '495');
    expect(form.querySelector('input[name="guests"]') as HTMLInputElement).toHaveAttribute('step', '1');
  });

  test('validation_failed: tips, aria-invalid, the screen-reader list, the events, focus on the topmost invalid field', async () => {
    answers.push(json('{"quiz":{"capital":["Capital of France?","898ec8f92c3ea25368daa598bc962718"]}}'));
    const { form, container } = await renderForm(richHtml());
    const events: [string, { contactFormId: number; inputs: { name: string }[] }][] = [];
    for (const name of ['wpcf7beforesubmit', 'wpcf7invalid', 'wpcf7submit', 'wpcf7mailsent']) {
      container.querySelector('.wpcf7')!.addEventListener(name, (e) => events.push([name, (e as CustomEvent).detail]));
    }
    fireEvent.click(within(form).getByLabelText('I accept the terms'));
    answers.push(json(fixture('rich-validation-failed.json')));
    await act(async () => {
      fireEvent.submit(form);
    });
    await waitFor(() => expect(form).toHaveAttribute('data-status', 'invalid'));

    const call = calls[calls.length - 1];
    expect(call.url).toBe('http://127.0.0.1:8790/wp-json/contact-form-7/v1/contact-forms/19/feedback');
    expect(call.init!.method).toBe('POST');
    expect(posted(call)).toContainEqual(['_wpcf7_unit_tag', 'wpcf7-f19-o1']);
    expect(posted(call)).toContainEqual(['terms', '1']);

    const name = form.querySelector('input[name="your-name"]')!;
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAttribute('aria-describedby', 'wpcf7-f18-o1-ve-your-name');
    expect(name.closest('.wpcf7-form-control-wrap')!.querySelector('.wpcf7-not-valid-tip')).toHaveTextContent('Please fill out this field.');
    expect(document.getElementById('wpcf7-f18-o1-ve-your-name')).toHaveTextContent('Name: Please fill out this field.');
    expect(container.querySelector('.screen-reader-response [role="status"]')).toHaveTextContent('One or more fields have an error.');
    expect(form.querySelector('.wpcf7-response-output')).toHaveTextContent('One or more fields have an error.');
    expect(form).toHaveClass('invalid');
    // The server lists "guests" first; focus goes to the topmost invalid field.
    await waitFor(() => expect(document.activeElement).toBe(form.querySelector('input[name="your-name"]')));

    expect(events.map(([n]) => n)).toEqual(['wpcf7beforesubmit', 'wpcf7invalid', 'wpcf7submit']);
    expect(events[0][1].contactFormId).toBe(19);
    expect(events[0][1].inputs.some((i) => i.name.startsWith('_'))).toBe(false);
  });

  test('a form of Contact Form 7 4.x: its free-text box opens with its choice, is sent, and the events name it `<group>-free-text`', async () => {
    answers.push(json('[]'));
    const { form, container } = await renderForm(richHtml().replace(/_wpcf7_free_text_bed/g, '_wpcf7_radio_free_text_bed'));
    const inputs: { name: string; value: string }[][] = [];
    container.querySelector('.wpcf7')!.addEventListener('wpcf7beforesubmit', (e) => inputs.push((e as CustomEvent).detail.inputs));
    const freeText = form.querySelector('input[name="_wpcf7_radio_free_text_bed"]') as HTMLInputElement;
    expect(freeText).toBeDisabled();
    fireEvent.click(form.querySelector('input[name="bed"][value="Other"]')!);
    expect(freeText).toBeEnabled();
    fireEvent.input(freeText, { target: { value: 'A sofa bed' } });
    fireEvent.click(within(form).getByLabelText('I accept the terms'));
    answers.push(json(fixture('rich-mail-sent.json')));
    await act(async () => {
      fireEvent.submit(form);
    });
    await waitFor(() => expect(inputs).toHaveLength(1));
    expect(posted(calls[calls.length - 1])).toContainEqual(['_wpcf7_radio_free_text_bed', 'A sofa bed']);
    expect(inputs[0]).toContainEqual({ name: 'bed', value: 'Other' });
    expect(inputs[0]).toContainEqual({ name: 'bed-free-text', value: 'A sofa bed' });
  });

  test("the refill sends the form's nonce as X-WP-Nonce, and none when the form has none", async () => {
    answers.push(json('[]'));
    const withNonce = richHtml().replace(
      '<input type="hidden" name="_wpcf7" value="19" />',
      '<input type="hidden" name="_wpcf7" value="19" /><input type="hidden" name="_wpnonce" value="a1b2c3d4e5" />',
    );
    expect(withNonce).not.toBe(richHtml());
    const { unmount } = await renderForm(withNonce);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].url).toMatch(/\/contact-forms\/19\/refill$/);
    expect(new Headers(calls[0].init!.headers).get('X-WP-Nonce')).toBe('a1b2c3d4e5');
    unmount();

    answers.push(json('[]'));
    await renderForm(richHtml());
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(new Headers(calls[1].init!.headers).has('X-WP-Nonce')).toBe(false);
  });

  test('an error CF7 ties to an element (idref) links to it from the screen-reader list; one without stays text', async () => {
    answers.push(json('[]'));
    const { form, container } = await renderForm(richHtml());
    fireEvent.click(within(form).getByLabelText('I accept the terms'));
    const failed = JSON.parse(fixture('rich-validation-failed.json'));
    failed.invalid_fields[1].idref = 'your-name-field';
    answers.push(json(JSON.stringify(failed)));
    await act(async () => {
      fireEvent.submit(form);
    });
    await waitFor(() => expect(form).toHaveAttribute('data-status', 'invalid'));
    const item = container.querySelector('.screen-reader-response li#wpcf7-f18-o1-ve-your-name')!;
    expect(within(item as HTMLElement).getByRole('link')).toHaveAttribute('href', '#your-name-field');
    expect(within(item as HTMLElement).getByRole('link')).toHaveTextContent('Name: Please fill out this field.');
    expect(container.querySelector('.screen-reader-response li#wpcf7-f18-o1-ve-your-email a')).toBeNull();
  });

  test('a failed request shows the error, stops the indicator and keeps the input', async () => {
    answers.push(json('[]'));
    const { form } = await renderForm(richHtml());
    fireEvent.click(within(form).getByLabelText('I accept the terms'));
    const name = form.querySelector('input[name="your-name"]') as HTMLInputElement;
    fireEvent.input(name, { target: { value: 'Anna' } });
    answers.push(json('<html>Bad gateway</html>', 502));
    await act(async () => {
      fireEvent.submit(form);
    });
    await waitFor(() => expect(form.querySelector('.wpcf7-response-output')).toHaveTextContent('requestFailed'));
    expect(form).toHaveAttribute('data-status', 'failed');
    expect(form.querySelector('.wpcf7-spinner')).not.toHaveAttribute('data-active');
    expect(name.value).toBe('Anna');
  });
});

describe('the demo contact form', () => {
  test('mail_sent resets the form, marks it sent and holds the button again', async () => {
    const { form, container } = await renderForm(demoFormHtml(71));
    const sent = jest.fn();
    container.querySelector('.wpcf7')!.addEventListener('wpcf7mailsent', sent);
    const name = form.querySelector('input[name="your-name"]') as HTMLInputElement;
    fireEvent.input(name, { target: { value: 'Anna' } });
    fireEvent.click(form.querySelector('input[name="privacy"]')!);
    const submit = within(form).getByRole('button', { name: 'Send' });
    expect(submit).toBeEnabled();
    answers.push(json(fixture('mail_sent.json')));
    await act(async () => {
      fireEvent.click(submit);
    });
    await waitFor(() => expect(form).toHaveAttribute('data-status', 'sent'));
    expect(form.querySelector('.wpcf7-response-output')).toHaveTextContent('Thank you for your message. It has been sent.');
    expect(name.value).toBe('');
    expect(submit).toBeDisabled();
    expect(sent).toHaveBeenCalledTimes(1);
    // Focus moves in an effect, after the frame that shows the verdict.
    await waitFor(() => expect(document.activeElement).toBe(form));
  });

  test('the button cannot send twice while a request runs', async () => {
    const { form } = await renderForm(demoFormHtml(71));
    fireEvent.click(form.querySelector('input[name="privacy"]')!);
    let release: (r: Response) => void = () => undefined;
    answers.push(() => new Promise<Response>((resolve) => (release = resolve)));
    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(calls).toHaveLength(1);
    expect(form).toHaveAttribute('data-status', 'submitting');
    expect(form.querySelector('.wpcf7-spinner')).toHaveAttribute('data-active', 'true');
    await act(async () => release(fakeResponse(fixture('mail_failed.json'))));
    await waitFor(() => expect(form).toHaveAttribute('data-status', 'failed'));
  });
});

describe('the demo booking request, as a screen reader meets it', () => {
  test('its lists of boxes and radios are groups named by their question, and the free-text box by its choice and question', async () => {
    const strings = { 'contact-form': JSON.parse(fixtureLocale('en', 'contact-form')) };
    render(
      <UiStringsProvider language="en" strings={strings}>
        <WordPressContent content={parseHtml(demoFormHtml(74))} enhancers={[contactFormEnhancer]} language="en" locale="en_US" />
      </UiStringsProvider>,
    );
    await waitFor(() => expect(document.querySelector('.wpcf7')).toHaveClass('js'), { timeout: 5000 });
    const form = screen.getByRole('form');
    for (const [question, choice] of [
      ['Beds', 'Two single beds'],
      ['Extras', 'Parking'],
      ['Occasion', 'Other'],
    ])
      expect(within(within(form).getByRole('group', { name: question })).getByLabelText(choice)).toBeInTheDocument();
    const freeText = within(form).getByRole('textbox', { name: 'Occasion: Other' });
    expect(freeText).toBeDisabled();
    fireEvent.click(within(form).getByLabelText('Other'));
    expect(freeText).toBeEnabled();
  });
});
