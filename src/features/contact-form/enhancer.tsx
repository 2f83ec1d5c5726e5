// Contact Form 7 blocks (`div.wpcf7` with its form) become the React form. Until its code has
// loaded, and without JavaScript, the editor's form shows as WordPress sent it, posting to CF7's
// REST route so that a message still reaches the hotel.
import * as React from 'react';
import type { Enhancer } from '../../content/registry';
import { useTranslation } from '../../lib/use-translation';
import { findElement, type Element } from '../../content/dom';
import { propsOf } from '../../content/element-props';
import { formName, isContactFormBlock, readFormMarkup, withOptionTexts } from './form-markup';
import { formRoute } from './rest-route';
import * as styles from './contact-form.module.css';

const ContactForm = React.lazy(() => import('./ContactForm'));

type PlainProps = { block: Element; id: number | null; renderChildren: Parameters<Enhancer['render']>[1]['renderChildren'] };

function PlainForm({ block, id, renderChildren }: PlainProps) {
  const { t } = useTranslation('contact-form');
  const form = findElement(block.children, (el) => el.name === 'form');
  const children = block.children.map((child) => {
    if (child !== form || !form) return child;
    const attribs = { ...form.attribs, 'aria-label': formName(form, t('formLabel')) };
    const copy = withOptionTexts(form, t('chooseOption'));
    copy.attribs = id !== null ? { ...attribs, action: formRoute(id, 'feedback'), enctype: 'multipart/form-data' } : attribs;
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
  render(block, { renderChildren, locale }) {
    const model = readFormMarkup(block);
    if (!model) return <PlainForm block={block} id={null} renderChildren={renderChildren} />;
    const plain = <PlainForm block={block} id={model.id} renderChildren={renderChildren} />;
    return (
      <React.Suspense fallback={plain}>
        <ContactForm block={block} model={model} locale={locale} />
      </React.Suspense>
    );
  },
};
