import { useEffect, useState, type ComponentType } from 'react';

/**
 * A feature's component whose code loads only once `wanted` is true (the visitor accepted third
 * parties, and motion is welcome), or null until it has come. The caller shows the plain HTML
 * meanwhile, so the page changes once, when the feature can show something; if the code cannot
 * load, the plain HTML stays.
 */
export function useCodeWhen<P>(wanted: boolean, load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> | null {
  const [component, setComponent] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    if (!wanted || component) return undefined;
    let live = true;
    load().then(
      (module) => live && setComponent(() => module.default),
      () => undefined,
    );
    return () => {
      live = false;
    };
    // `load` is a module's import: the same function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, component]);
  return wanted ? component : null;
}
