import { SEARCH_DEBOUNCE_MS } from '@hostdeck/contract/constants';
import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_MAX_LENGTH } from '../reservation-list.rules';

/**
 * A search box over a search kept in the address. What the host types reaches `onSettle` once they
 * pause, trimmed. When the address changes for another reason (back, forward, "clear filters") the
 * box shows its search, and a pause still pending from before is dropped rather than written over it.
 */
export function useSearchInput(search: string, onSettle: (search: string) => void) {
  const [input, setInput] = useState(search);
  // The search the address holds as far as this box knows: its own last write or the last it read.
  const known = useRef(search);
  const settle = useDebouncedCallback((value: string) => {
    if (value === known.current) return;
    known.current = value;
    onSettle(value);
  }, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (search === known.current) return;
    known.current = search;
    settle.cancel();
    setInput(search);
  }, [search, settle]);

  const change = useCallback(
    (value: string) => {
      setInput(value);
      settle(value.trim().slice(0, SEARCH_MAX_LENGTH));
    },
    [settle],
  );
  return { input, setInput: change };
}
