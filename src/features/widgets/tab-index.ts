// Keyboard moves between tabs as the APG tabs pattern says: arrows go round, Home and End jump
// to the ends. Tabs are activated as they get focus (automatic activation).

/** The tab a key leads to, or null when the key does nothing here. */
export function tabForKey(key: string, current: number, count: number): number | null {
  if (count < 1) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
