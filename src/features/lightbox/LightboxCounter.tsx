import * as React from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useLightboxState } from 'yet-another-react-lightbox';

/**
 * "Picture 2 of 9" in the page's language. YARL's Counter plugin only writes "2 / 9" (its
 * separator is the one word it lets us change), so the viewer renders this one instead. Screen
 * readers hear each slide's own label, so this visible copy stays out of their way.
 */
export function LightboxCounter() {
  const { t } = useTranslation('lightbox');
  const { currentIndex, slides } = useLightboxState();
  return (
    <p className="lightbox-counter" aria-hidden="true">
      {t('position', { n: currentIndex + 1, count: slides.length })}
    </p>
  );
}
