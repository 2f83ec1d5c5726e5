// A CF7 form rebuilt in React from the markup WordPress sent: the editor's layout, labels and texts
// stay as they were, and each control, counter, quiz, tip and response area is driven by the
// form's state (use-contact-form.ts). Loaded only on pages that have a form (see enhancer.tsx).
import * as React from 'react';
import { bcp47 } from '../../lib/locale';
import { useTranslation } from '../../lib/use-translation';
import { countCharacters } from './character-count';
import { classesOf, closest, hasClass, textOf, type Element } from '../../content/dom';
import { propsOf as attributeProps } from '../../content/element-props';
import { renderNodes } from '../../content/render-nodes';
import { formName, optionText } from './form-block';
import { readFormMarkup, type FormModel } from './form-markup';
import { FormControl } from './FormControl';
import type { FieldError } from './form-status';
import { plainPostAddress } from './rest-route';
import { useContactForm, type ContactFormApi } from './use-contact-form';
import * as styles from './contact-form.module.css';

type Props = { block: Element; model: FormModel; locale: string; pageUri: string | undefined };

const propsOf = (el: Element, drop: string[] = []) =>
  attributeProps(Object.fromEntries(Object.entries(el.attribs).filter(([name]) => !drop.includes(name))), el.name);
const closestWrap = (el: Element): Element | null => closest(el, (p) => hasClass(p, 'wpcf7-form-control-wrap'));
const isChoiceList = (el: Element) => hasClass(el, 'wpcf7-form-control') && (hasClass(el, 'wpcf7-checkbox') || hasClass(el, 'wpcf7-radio'));

/**
 * The form of a CF7 block, live; `plain` (the form as WordPress sent it) where the block's markup
 * is not a form this code can read.
 */
export default function ContactForm({
  block,
  locale,
  pageUri,
  plain,
}: {
  block: Element;
  locale: string;
  pageUri: string | undefined;
  plain: React.ReactNode;
}) {
  const model = React.useMemo(() => readFormMarkup(block), [block]);
  return model ? <LiveForm block={block} model={model} locale={locale} pageUri={pageUri} /> : <>{plain}</>;
}

function LiveForm({ block, model, locale, pageUri }: Props) {
  const { t } = useTranslation('contact-form');
  const form = useContactForm(model, t('requestFailed'));
  // `no-js` until the form's handlers are live, as CF7 marks it, so styles and tests can tell. Until
  // then the controls work as they do without code: the submit button is enabled (CF7's script
  // disables it while a required consent box is unticked; without it, CF7 answers the post), and
  // the date field is the browser's own.
  const [ready, setReady] = React.useState(false);
  React.useEffect(() => setReady(true), []);

  const { formState, values } = form;
  const errors = new Map<string, FieldError>(formState.errors.map((e) => [e.field, e]));
  const controls = new Map(model.controls.map((c) => [c.name, c]));
  const numberFormat = new Intl.NumberFormat(bcp47(locale));

  const replace = (node: Element): React.ReactElement | undefined => {
    const children = () => renderNodes(node.children, replace);

    if (hasClass(node, 'screen-reader-response')) return <ScreenReaderResponse key="sr" form={form} model={model} />;

    if (node.name === 'form') {
      const className = classesOf(node).filter((c) => !['init', 'submitting', 'invalid', 'unaccepted', 'spam', 'aborted', 'sent', 'failed'].includes(c));
      return (
        <form
          {...propsOf(node, ['class', 'action', 'data-status', 'novalidate', 'aria-label'])}
          aria-label={formName(node, t('formLabel'))}
          // Sent without this code, the form still reaches CF7, which answers on the page.
          action={plainPostAddress(model.id, model.unitTag, pageUri)}
          method="post"
          encType="multipart/form-data"
          ref={form.formRef}
          className={[...className, formState.state].join(' ')}
          data-status={formState.state}
          noValidate
          tabIndex={-1}
          aria-busy={form.submitting || undefined}
          onSubmit={(e) => void form.onSubmit(e)}
        >
          {children()}
        </form>
      );
    }

    if (hasClass(node, 'wpcf7-form-control-wrap')) {
      const error = errors.get(node.attribs['data-name'] ?? '');
      return (
        <span {...propsOf(node)}>
          {children()}
          {error && (
            <span className="wpcf7-not-valid-tip" aria-hidden="true">
              {error.message}
            </span>
          )}
        </span>
      );
    }

    // A list of boxes or radios is a group named by the words before it ("Occasion"), so that a
    // screen reader says which question a choice such as "Other" answers.
    const groupLabel = isChoiceList(node) ? model.labels[closestWrap(node)?.attribs['data-name'] ?? ''] : undefined;
    if (groupLabel) {
      return (
        <span role="group" aria-label={groupLabel} {...propsOf(node)}>
          {children()}
        </span>
      );
    }

    if (node.name === 'input' && (node.attribs.type ?? '').toLowerCase() === 'submit') {
      return (
        <>
          <input {...propsOf(node, ['disabled'])} disabled={ready && form.blocked} aria-disabled={form.submitting || undefined} />
          <span className={`wpcf7-spinner ${styles.spinner}`} data-active={form.submitting || undefined}>
            <span className={styles.visuallyHidden} role="status">
              {form.submitting ? t('sending') : ''}
            </span>
          </span>
        </>
      );
    }

    const control = node.attribs.name ? controls.get(node.attribs.name) : undefined;
    if (control && ['input', 'select', 'textarea'].includes(node.name)) {
      const wrap = closestWrap(node);
      return (
        <FormControl
          node={node}
          control={control}
          model={model}
          form={form}
          error={errors.get(wrap?.attribs['data-name'] ?? control.field) ?? null}
          locale={locale}
          renderOptions={children}
          live={ready}
        />
      );
    }

    if (node.name === 'option') return <option {...propsOf(node, ['selected'])}>{optionText(node, t('chooseOption'))}</option>;

    if (hasClass(node, 'wpcf7-character-count')) {
      const target = node.attribs['data-target-name'];
      const counter = model.counters.find((c) => c.target === target);
      const targetControl = model.controls.find((c) => c.field === target);
      if (!counter || !targetControl) return undefined;
      const count = countCharacters(counter.settings, values[targetControl.name]?.[0] ?? '');
      const className = [...classesOf(node), count.tooLong ? 'too-long' : '', count.tooShort ? 'too-short' : ''].filter(Boolean).join(' ');
      return (
        <span {...propsOf(node, ['class', 'data-current-value'])} className={className} data-current-value={count.current}>
          <span aria-hidden="true">{numberFormat.format(count.current)}</span>
          <span className={styles.visuallyHidden}>
            {t(counter.settings.direction === 'down' ? 'charactersLeft' : 'charactersTyped', { count: count.current })}
          </span>
        </span>
      );
    }

    if (hasClass(node, 'wpcf7-quiz-label')) {
      const name = closestWrap(node)?.attribs['data-name'] ?? '';
      return <span {...propsOf(node)}>{form.questions[name] ?? textOf(node.children)}</span>;
    }

    if (node.name === 'img' && hasClass(node, 'wpcf7-captchac')) {
      const name =
        classesOf(node)
          .find((c) => c.startsWith('wpcf7-captcha-'))
          ?.slice('wpcf7-captcha-'.length) ?? '';
      return <img {...propsOf(node, ['src'])} src={form.captchas[name] ?? node.attribs.src} />;
    }

    if (hasClass(node, 'wpcf7-response-output')) {
      return (
        <div {...propsOf(node)} data-request-failed={formState.requestFailed || undefined}>
          {formState.message}
        </div>
      );
    }
    return undefined;
  };

  return (
    <div
      {...propsOf(block, ['class'])}
      ref={form.containerRef}
      className={[...classesOf(block).filter((c) => c !== 'no-js' && c !== 'js'), ready ? 'js' : 'no-js', styles.form].join(' ')}
    >
      {renderNodes(block.children, replace)}
    </div>
  );
}

function ScreenReaderResponse({ form, model }: { form: ContactFormApi; model: FormModel }) {
  const { formState } = form;
  return (
    <div className={`screen-reader-response ${styles.visuallyHidden}`}>
      <p role="status" aria-live="polite" aria-atomic="true">
        {formState.message}
      </p>
      <ul>
        {formState.errors.map((e) => {
          const text = model.labels[e.field] ? `${model.labels[e.field]}: ${e.message}` : e.message;
          return (
            <li key={e.errorId} id={e.errorId}>
              {e.idref ? <a href={`#${e.idref}`}>{text}</a> : text}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
