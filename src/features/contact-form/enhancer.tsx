// Contact Form 7 blocks (`div.wpcf7` with its form) become the React form. The page's HTML has it
// whole; its code loads when the visitor first reaches for the form (lazy-on-first-use.tsx).
// Where the HTML did not come from the server (`gatsby develop`, which the preview server runs) and until the
// code has loaded, and without JavaScript, the editor's form shows as WordPress sent it, posting
// to its page on WordPress, which answers with the verdict (plainPostAddress).
import * as React from 'react';
import type { Enhancer } from '../../content/registry';
import { lazyOnFirstUse } from '../../lib/lazy-on-first-use';
import { useTranslation } from '../../lib/use-translation';
import { findElement, type Element } from '../../content/dom';
import { propsOf } from '../../content/element-props';
import { formIdOf, formName, isContactFormBlock, withOptionTexts } from './form-block';
import { plainPostAddress } from './rest-route';
import * as styles from './contact-form.module.css';

const { Component: ContactForm, useLoadOnFirstUse } = lazyOnFirstUse(() => import(/* webpackChunkName: "contact-form" */ './ContactForm'), {
  selector: '.wpcf7',
});

function ContactFormBlock(props: React.ComponentProps<typeof ContactForm>) {
  useLoadOnFirstUse();
  return (
    <React.Suspense fallback={props.plain}>
      <ContactForm {...props} />
    </React.Suspense>
  );
}

type PlainProps = { block: Element; id: number | null; pageUri: string | undefined; renderChildren: Parameters<Enhancer['render']>[1]['renderChildren'] };

function PlainForm({ block, id, pageUri, renderChildren }: PlainProps) {
  const { t } = useTranslation('contact-form');
  const form = findElement(block.children, (el) => el.name === 'form');
  const children = block.children.map((child) => {
    if (child !== form || !form) return child;
    const attribs = { ...form.attribs, 'aria-label': formName(form, t('formLabel')) };
    const copy = withOptionTexts(form, t('chooseOption'));
    const unitTag = block.attribs.id ?? '';
    copy.attribs = id !== null ? { ...attribs, action: plainPostAddress(id, unitTag, pageUri), method: 'post', enctype: 'multipart/form-data' } : attribs;
    return copy;
  });
  const { class: className, ...rest } = block.attribs;
  return (
    <div {...propsOf(rest)} className={`${className ?? ''} ${styles.form}`}>
      {renderChildren(children)}
    </div>
  );
}

export const contactFormEnhancer: Enhancer = {
  name: 'contact-form',
  matches: isContactFormBlock,
  render(block, { renderChildren, locale, pageUri }) {
    const plain = <PlainForm block={block} id={formIdOf(block)} pageUri={pageUri} renderChildren={renderChildren} />;
    return <ContactFormBlock block={block} locale={locale} pageUri={pageUri} plain={plain} />;
  },
};
