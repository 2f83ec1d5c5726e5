/** The header sticks to the top once the visitor has scrolled this far (px). */
export const STICKY_AFTER_PX = 200;

export const isSticky = (scrollY: number): boolean => scrollY > STICKY_AFTER_PX;
