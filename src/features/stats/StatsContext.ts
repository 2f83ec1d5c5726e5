import { createContext, type ComponentType } from 'react';

/** Whether the numbers block has scrolled into view (null: not known yet, before the observer answers). */
export const StatsVisibility = createContext<{ visible: boolean | null }>({ visible: true });

/** The counter, once the numbers block's code has come (StatsNumbers gives it); until then each number shows as written. */
export const StatCounterCode = createContext<ComponentType<{ text: string; locale: string; className?: string }> | null>(null);
