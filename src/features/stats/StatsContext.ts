import { createContext } from 'react';

/** Whether the numbers block has scrolled into view (null: not known yet, before the observer answers). */
export const StatsVisibility = createContext<{ visible: boolean | null }>({ visible: true });
