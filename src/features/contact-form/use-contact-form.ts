// The behaviour of a CF7 form in the browser: the visitor's values, the submission (multipart, to
// CF7's REST route), what each answer does, the DOM events analytics listen to, the refill on load
// and where focus goes. The component only renders what this returns.
import * as React from 'react';
import { fieldsBeforeCode } from '../../lib/lazy-on-first-use';
import type { Feedback, Refill } from './feedback-response';
import type { Control, FormModel } from './form-markup';
import { INITIAL_STATE, eventsOf, refillValues, resetsForm, stateAfter, stateAfterFailure, type FormState } from './form-status';
import { eventInputs, formEntries, initialValues, submitBlocked, toggleChoice, valueOnLeave, valuesInFields, type Values } from './form-values';
import { formRoute } from './rest-route';
import { fetchRefill, sendFeedback } from './send-feedback';

type EventDetail = {
  contactFormId: number;
  pluginVersion: string;
  contactFormLocale: string;
  unitTag: string;
  containerPostId: string;
  status: string;
  inputs: { name: string; value: string }[];
  apiResponse?: unknown;
};

const fieldSelector = (field: string) =>
  `.wpcf7-form-control-wrap[data-name="${field.replace(/["\\]/g, '\\$&')}"] :is(input:not([type=hidden]), select, textarea):not(:disabled)`;

export function useContactForm(model: FormModel, requestFailedMessage: string) {
  const [values, setValues] = React.useState<Values>(() => initialValues(model));
  const [formState, setFormState] = React.useState<FormState>(INITIAL_STATE);
  const [questions, setQuestions] = React.useState(model.quizzes);
  const [captchas, setCaptchas] = React.useState(model.captchas);
  const containerRef = React.useRef<HTMLDivElement>(null);
  const formRef = React.useRef<HTMLFormElement>(null);
  const busy = React.useRef(false);
  const focusAfter = React.useRef<'first-error' | 'form' | null>(null);

  const applyRefill = React.useCallback((refill: Refill, base?: Values) => {
    setValues((current) => ({ ...(base ?? current), ...refillValues(refill) }));
    if (Object.keys(refill.quiz).length) setQuestions((q) => ({ ...q, ...Object.fromEntries(Object.entries(refill.quiz).map(([n, e]) => [n, e.question])) }));
    if (Object.keys(refill.captcha).length) setCaptchas((c) => ({ ...c, ...refill.captcha }));
  }, []);

  // The code comes when the visitor first reaches for the form, whose fields already hold what they typed.
  React.useLayoutEffect(() => {
    const form = formRef.current;
    if (form) setValues((current) => valuesInFields(model, current, fieldsBeforeCode(form)));
  }, [model]);

  // Static pages are cached copies: quiz questions and captchas are fetched fresh, as CF7 does for cached pages.
  React.useEffect(() => {
    if (!Object.keys(model.quizzes).length && !Object.keys(model.captchas).length) return;
    let live = true;
    void fetchRefill(formRoute(model.id, 'refill'), model.nonce).then((refill) => {
      if (live && refill) applyRefill(refill);
    });
    return () => {
      live = false;
    };
  }, [model, applyRefill]);

  React.useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === 'form') formRef.current?.focus();
    else if (target === 'first-error' && formState.errors.length) {
      // The topmost invalid field, whatever order the server listed them in.
      const fields = formState.errors.map((e) => formRef.current?.querySelector<HTMLElement>(fieldSelector(e.field))).filter((el): el is HTMLElement => !!el);
      const first = fields.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
      first?.focus();
    }
  }, [formState]);

  const dispatch = (name: string, detail: EventDetail) => {
    containerRef.current?.dispatchEvent(new CustomEvent(name, { bubbles: true, detail }));
  };

  const setValue = (name: string, value: string[]) => setValues((v) => ({ ...v, [name]: value }));
  const toggle = (control: Control, value: string, checked: boolean) => setValues((v) => toggleChoice(control, v, value, checked));
  const leave = (control: Control, value: string) => {
    const next = valueOnLeave(control, value);
    if (next !== value) setValue(control.name, [next]);
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    // Each submission starts from a clean slate: the previous answer and its errors go.
    setFormState({ ...INITIAL_STATE, state: 'submitting' });
    const entries = formEntries(model, values);
    const detail: EventDetail = {
      contactFormId: model.id,
      pluginVersion: model.version,
      contactFormLocale: model.locale,
      unitTag: model.unitTag,
      containerPostId: model.containerPost,
      status: 'submitting',
      inputs: eventInputs(entries),
    };
    dispatch('wpcf7beforesubmit', detail);
    const result = await sendFeedback(formRoute(model.id, 'feedback'), entries);
    busy.current = false;
    if (!result.ok) {
      // Nothing the visitor typed is touched: they can send again as it is.
      setFormState(stateAfterFailure(requestFailedMessage));
      return;
    }
    applyFeedback(result.feedback, { ...detail, status: result.feedback.status, apiResponse: result.feedback });
  };

  const applyFeedback = (feedback: Feedback, detail: EventDetail) => {
    const next = stateAfter(model, feedback);
    focusAfter.current = next.errors.length ? 'first-error' : resetsForm(feedback) ? 'form' : null;
    setFormState(next);
    if (resetsForm(feedback)) {
      setQuestions(model.quizzes);
      setCaptchas(model.captchas);
      setValues(initialValues(model));
    }
    applyRefill(feedback.refill);
    for (const name of eventsOf(feedback.status)) dispatch(name, detail);
  };

  return {
    values,
    formState,
    submitting: formState.state === 'submitting',
    blocked: submitBlocked(model, values),
    questions,
    captchas,
    containerRef,
    formRef,
    setValue,
    toggle,
    leave,
    onSubmit,
  };
}

export type ContactFormApi = ReturnType<typeof useContactForm>;
