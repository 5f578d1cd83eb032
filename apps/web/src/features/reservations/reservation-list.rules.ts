import { isoDateSchema } from '@hostdeck/contract/http/query.schemas';
import type { BookingExportQuery } from '@hostdeck/contract/reservations/booking-export.schemas';
import type { BookingRequestExportQuery } from '@hostdeck/contract/reservations/booking-request-export.schemas';
import type { InquiryExportQuery } from '@hostdeck/contract/reservations/inquiry-export.schemas';
import type { BookingRequestStatus } from '@hostdeck/contract/reservations/booking-request.schemas';
import type {
  BookingListQuery,
  BookingRequestListQuery,
  InquiryListQuery,
  ReservationSortKey,
  ReservationTab,
  SortDirection,
} from '@hostdeck/contract/reservations/reservation-list.schemas';
import { sortingQuery } from '@hostdeck/contract/reservations/reservations.rules';
import type { AppFeatures } from '@hostdeck/contract/user/user.schemas';

// What a reservations list shows, read from and written to the address: a reload, a shared link and
// the browser's back and forward buttons all give the same list. Pure, so it is tested as tables.

/** Which server call a tab reads: booking requests, bookings or inquiries. */
export type ListKind = 'requests' | 'bookings' | 'inquiries';

type BookingTab = NonNullable<NonNullable<BookingListQuery['criteria']>['tab']>;

const requestStates = {
  requests: 'REQUESTED',
  rejected: 'REJECTED',
  expired: 'EXPIRED',
} as const satisfies Partial<Record<ReservationTab, BookingRequestStatus>>;

const bookingTabs = [
  'confirmed',
  'completed',
  'cancelled',
  'upcoming',
  'current',
  'all',
] as const satisfies readonly BookingTab[];

export function listKindOf(tab: ReservationTab): ListKind {
  if (tab in requestStates) return 'requests';
  if (tab === 'inquiries' || tab === 'inquiries-archived') return 'inquiries';
  return 'bookings';
}

/**
 * The tabs a host may open: the request and booking tabs need the bookings view, the inquiry tabs
 * the inquiries view. The route lets in a host with either, so one of the two groups may be hidden.
 */
export function visibleTabs(tabs: readonly ReservationTab[], features: AppFeatures): ReservationTab[] {
  return tabs.filter((tab) =>
    listKindOf(tab) === 'inquiries' ? features.inquiriesViewAvailable : features.bookingsViewAvailable,
  );
}

/**
 * Date filters in the address. Each call narrows by dates differently: requests by the stay
 * overlapping a period (it starts on or before its end and ends on or after its start), bookings by
 * the check-in day; inquiries cannot be narrowed by dates at all. The names say which, so a filter
 * never silently changes meaning when the host switches to a tab of another call.
 */
export type DateFilter = 'stayFrom' | 'stayTo' | 'checkInFrom' | 'checkInTo';

export const dateFiltersOf: Record<ListKind, readonly DateFilter[]> = {
  requests: ['stayFrom', 'stayTo'],
  bookings: ['checkInFrom', 'checkInTo'],
  inquiries: [],
};

/** The orders a host can pick: the contract's sort keys, each way. */
export const sortOptions = [
  'bookingDate-desc',
  'bookingDate-asc',
  'checkIn-asc',
  'checkIn-desc',
  'guests-asc',
  'guests-desc',
] as const satisfies readonly `${ReservationSortKey}-${SortDirection}`[];
export type SortOption = (typeof sortOptions)[number];

/** The order the server gives a tab when none is asked for: arrivals soonest first, else newest first. */
export function defaultSortOf(tab: ReservationTab): SortOption {
  return tab === 'upcoming' || tab === 'current' ? 'checkIn-asc' : 'bookingDate-desc';
}

export interface ListParams {
  tab: ReservationTab;
  /** Trimmed; '' for none. */
  search: string;
  /** A unit's public id; '' for every unit. */
  unitId: string;
  /** Only the filters the tab's call supports, as `YYYY-MM-DD`. */
  dates: Partial<Record<DateFilter, string>>;
  /** null: the server's own order for the tab. */
  sort: SortOption | null;
  page: number;
}

/** The longest search the server accepts; a longer one is cut rather than refused. */
export const SEARCH_MAX_LENGTH = 200;
const UNIT_ID_MAX_LENGTH = 128;

/** Address parameter names, short as people see them in a shared link. */
const searchKey = 'q';
const unitKey = 'unit';
const sortKey = 'sort';
const pageKey = 'page';

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function dateOf(value: string | null): string | undefined {
  return value !== null && isoDateSchema.safeParse(value).success ? value : undefined;
}

function isSortOption(value: string | null): value is SortOption {
  return (sortOptions as readonly string[]).includes(value ?? '');
}

/** Reads the list's state from the address; anything malformed is left out, never sent on. */
export function readListParams(tab: ReservationTab, searchParams: URLSearchParams): ListParams {
  const dates: Partial<Record<DateFilter, string>> = {};
  for (const filter of dateFiltersOf[listKindOf(tab)]) {
    const value = dateOf(searchParams.get(filter));
    if (value) dates[filter] = value;
  }
  const sort = searchParams.get(sortKey);
  const unitId = (searchParams.get(unitKey) ?? '').trim();
  return {
    tab,
    search: (searchParams.get(searchKey) ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    unitId: unitId.length <= UNIT_ID_MAX_LENGTH ? unitId : '',
    dates,
    sort: isSortOption(sort) && sort !== defaultSortOf(tab) ? sort : null,
    page: pageOf(searchParams.get(pageKey)),
  };
}

/** The address parameters of a list; defaults are left out so links stay short. */
export function writeListParams(params: ListParams): URLSearchParams {
  const next = new URLSearchParams();
  if (params.search) next.set(searchKey, params.search);
  if (params.unitId) next.set(unitKey, params.unitId);
  for (const filter of dateFiltersOf[listKindOf(params.tab)]) {
    const value = params.dates[filter];
    if (value) next.set(filter, value);
  }
  if (params.sort && params.sort !== defaultSortOf(params.tab)) next.set(sortKey, params.sort);
  if (params.page > 1) next.set(pageKey, String(params.page));
  return next;
}

/**
 * The same list on another tab: the search, the unit and the order go along (a host looking for
 * one guest keeps looking for them), dates only where the new tab's call reads them the same way,
 * and the list starts again at its first page.
 */
export function paramsForTab(params: ListParams, tab: ReservationTab): ListParams {
  const keep = dateFiltersOf[listKindOf(tab)];
  const dates = Object.fromEntries(
    Object.entries(params.dates).filter(([filter]) => keep.includes(filter as DateFilter)),
  );
  const sort = params.sort === defaultSortOf(tab) ? null : params.sort;
  return { ...params, tab, dates, sort, page: 1 };
}

/** Whether the host narrowed the list (an empty answer then means "nothing matches"). */
export function hasFilters(params: ListParams): boolean {
  return params.search !== '' || params.unitId !== '' || Object.values(params.dates).some(Boolean);
}

/** The whole tab again: filters gone, the order kept. */
export function withoutFilters(params: ListParams): ListParams {
  return { ...params, search: '', unitId: '', dates: {}, page: 1 };
}

function sortingOf(sort: SortOption | null) {
  if (!sort) return undefined;
  const [key, direction] = sort.split('-') as [ReservationSortKey, SortDirection];
  return sortingQuery(key, direction);
}

/** Undefined values are left out of the address by the API client. */
function common(params: ListParams) {
  return {
    search: params.search || undefined,
    unitId: params.unitId || undefined,
  };
}

export function bookingRequestQuery(params: ListParams): BookingRequestListQuery {
  const state = requestStates[params.tab as keyof typeof requestStates];
  return {
    page: params.page,
    criteria: {
      ...common(params),
      state,
      // A stay overlaps the period when it starts by its end and ends after its start.
      checkIn: params.dates.stayTo ? { to: params.dates.stayTo } : undefined,
      checkOut: params.dates.stayFrom ? { from: params.dates.stayFrom } : undefined,
    },
    sorting: sortingOf(params.sort),
  };
}

export function bookingQuery(params: ListParams): BookingListQuery {
  const tab = (bookingTabs as readonly string[]).includes(params.tab) ? (params.tab as BookingTab) : 'all';
  const { checkInFrom, checkInTo } = params.dates;
  return {
    page: params.page,
    criteria: {
      ...common(params),
      tab,
      checkIn: checkInFrom || checkInTo ? { from: checkInFrom, to: checkInTo } : undefined,
    },
    sorting: sortingOf(params.sort),
  };
}

/** A file holds the whole list a tab shows: the list call's filters and order, every page. */
export function bookingExportQuery(params: ListParams): BookingExportQuery {
  const { criteria, sorting } = bookingQuery(params);
  return { criteria, sorting };
}

export function bookingRequestExportQuery(params: ListParams): BookingRequestExportQuery {
  const { criteria, sorting } = bookingRequestQuery(params);
  return { criteria, sorting };
}

export function inquiryExportQuery(params: ListParams): InquiryExportQuery {
  const { criteria, sorting } = inquiryQuery(params);
  return { criteria, sorting };
}

export function inquiryQuery(params: ListParams): InquiryListQuery {
  return {
    page: params.page,
    criteria: { ...common(params), archived: params.tab === 'inquiries-archived' },
    sorting: sortingOf(params.sort),
  };
}
