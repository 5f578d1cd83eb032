import { useState } from 'react';

/**
 * True from the first time `opened` is true on. A dialog whose code loads on demand mounts then
 * and stays mounted, so its closing transition still plays and a second opening is instant.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [openedOnce, setOpenedOnce] = useState(opened);
  if (opened && !openedOnce) setOpenedOnce(true);
  return openedOnce || opened;
}
