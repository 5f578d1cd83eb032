import type { ReservationTab } from '@hostdeck/contract/reservations/reservation-list.schemas';
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { readListParams, writeListParams, type ListParams } from '../reservation-list.rules';

/**
 * The list's state lives in the address only: the tab in the path, everything else in the query.
 * Each change is a step in the browser's history (back undoes it) unless `replace` says it only
 * refines the last one, as typing a search does.
 */
export function useListParams(tab: ReservationTab) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const params = useMemo(() => readListParams(tab, searchParams), [tab, searchParams]);

  const update = useCallback(
    (next: ListParams, options: { replace?: boolean } = {}) => {
      const search = writeListParams(next).toString();
      if (next.tab === tab) {
        setSearchParams(search, options);
        return;
      }
      void navigate({ pathname: paths.reservations(next.tab), search }, options);
    },
    [navigate, setSearchParams, tab],
  );

  return { params, update };
}
