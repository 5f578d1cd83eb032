import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UnitStayRulesResponse } from '@hostdeck/contract/calendar/stay-rules.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { jsonResponse, makeUnit, sentBody } from '@/shared/ui/testing/unit-fixtures';
import { StayRulesForm } from './stay-rules-form';
import { StayRulesPage } from './stay-rules-page';
import { weekdaysOf } from './weekday-names';

afterEach(() => vi.unstubAllGlobals());

const URL = 'PUT /api/app/property-unit/u-1/stay-rules';
const makeRules = (over: Partial<UnitStayRulesResponse> = {}): UnitStayRulesResponse => ({
  unit: {
    minStayNights: 2,
    maxStayNights: null,
    minimumNoticeDays: 1,
    preparationDays: 0,
    bookingWindowDays: null,
    checkInDays: null,
  },
  seasons: [
    {
      seasonId: 's-1',
      name: 'High summer',
      startDate: '2030-07-01',
      endDate: '2030-08-31',
      minStayNights: 7,
      maxStayNights: null,
      checkInDays: [6],
    },
  ],
  version: 4,
  ...over,
});

const save = () => screen.getByRole('button', { name: 'Save changes' });
const unitRules = () => screen.getByRole('form', { name: 'Stay rules' });
const textbox = (name: string | RegExp, scope: HTMLElement = unitRules()) =>
  within(scope).getAllByRole('textbox', { name })[0]!;
const season = () => within(screen.getByRole('list', { name: 'Seasons' })).getByRole('listitem');

describe('weekday names', () => {
  it('names the weekdays through Intl, from the first day of the locale week', () => {
    expect(weekdaysOf('en-US').map((day) => day.value)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekdaysOf('en-US')[0]?.name).toBe('Sunday');
    expect(weekdaysOf('de').map((day) => day.name)).toEqual([
      'Montag',
      'Dienstag',
      'Mittwoch',
      'Donnerstag',
      'Freitag',
      'Samstag',
      'Sonntag',
    ]);
    expect(weekdaysOf('de')[6]?.value).toBe(0);
  });
});

describe('stay rules section', () => {
  it('loads the rules and shows the unit rules and each season with its dates', async () => {
    mockApi({ 'GET /api/app/property-unit/u-1/stay-rules': makeRules() });
    await renderUi(<StayRulesPage unit={makeUnit()} />);
    expect(await screen.findByRole('form', { name: 'Stay rules' })).toBeTruthy();
    expect(textbox(/Minimum stay/).getAttribute('value')).toBe('2');
    expect(textbox(/Maximum stay/).getAttribute('value')).toBe('');
    expect(within(season()).getByText(/High summer · Jul 1 – Aug 31, 2030/)).toBeTruthy();
    // The season's own check-in day is on, with Saturday chosen.
    expect(within(season()).getByRole('checkbox', { name: 'Saturday' })).toHaveProperty('checked', true);
    expect(within(season()).getByRole('checkbox', { name: 'Sunday' })).toHaveProperty('checked', false);
  });

  it('saves the rules with the version as If-Match, an empty maximum as none and chosen check-in days', async () => {
    const fetch = mockApi({ [URL]: () => makeRules({ version: 5 }) });
    await renderUi(<StayRulesForm unit={makeUnit()} rules={makeRules()} />);
    fireEvent.change(textbox(/Maximum stay/), { target: { value: '14' } });
    fireEvent.change(textbox(/Preparation days/), { target: { value: '1' } });
    fireEvent.change(textbox(/Booking window/), { target: { value: '365' } });
    // Limit arrivals: every day is chosen at first, the host keeps Saturday and Sunday.
    fireEvent.click(screen.getByRole('switch', { name: 'Guests can arrive only on certain weekdays' }));
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      fireEvent.click(within(unitRules()).getAllByRole('checkbox', { name: day })[0]!);
    fireEvent.change(textbox(/Maximum stay/, season()), { target: { value: '10' } });
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    fireEvent.click(save());
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0]!;
    expect(new Headers(init?.headers).get('if-match')).toBe('"4"');
    expect(sentBody(init)).toEqual({
      unit: {
        minStayNights: 2,
        maxStayNights: 14,
        minimumNoticeDays: 1,
        preparationDays: 1,
        bookingWindowDays: 365,
        checkInDays: [0, 6],
      },
      seasons: [{ seasonId: 's-1', minStayNights: 7, maxStayNights: 10, checkInDays: [6] }],
    });
  });

  it('refuses a maximum below the minimum on the maximum, and no chosen check-in day', async () => {
    mockApi({});
    await renderUi(<StayRulesForm unit={makeUnit()} rules={makeRules()} />);
    fireEvent.change(textbox(/Maximum stay/), { target: { value: '1' } });
    expect(await screen.findByText('The maximum stay cannot be shorter than the minimum stay.')).toBeTruthy();
    expect(textbox(/Maximum stay/).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(textbox(/Maximum stay/), { target: { value: '' } });
    fireEvent.click(within(season()).getByRole('checkbox', { name: 'Saturday' }));
    expect(await screen.findByText('Choose at least 1.')).toBeTruthy();
    expect(save()).toHaveProperty('disabled', true);
  });

  it('offers no same-day or next-day notice on a unit that takes bookings on request', async () => {
    mockApi({});
    await renderUi(
      <StayRulesForm
        unit={makeUnit({ bookingType: 'onRequest' })}
        rules={makeRules({ unit: { ...makeRules().unit, minimumNoticeDays: null } })}
      />,
    );
    fireEvent.click(screen.getByRole('combobox', { name: 'Minimum days of notice' }));
    const options = await screen.findAllByRole('option');
    expect(
      options.filter((o) => o.getAttribute('data-combobox-disabled') !== 'true').map((o) => o.textContent),
    ).toEqual(['2 days', '3 days', '7 days']);
  });

  it("shows the server's field error on its field, translated", async () => {
    mockApi({
      [URL]: () =>
        jsonResponse(400, {
          code: 'common.validation',
          message: 'The body is not valid.',
          errors: [
            {
              field: 'seasons.0.minStayNights',
              code: 'validation.custom',
              message: 'The maximum stay is shorter than the minimum stay',
              params: { rule: 'maxStayBelowMin' },
            },
          ],
        }),
    });
    await renderUi(<StayRulesForm unit={makeUnit()} rules={makeRules()} />);
    fireEvent.change(textbox(/Minimum stay/, season()), { target: { value: '8' } });
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    fireEvent.click(save());
    expect(
      await within(season()).findByText('The maximum stay cannot be shorter than the minimum stay.'),
    ).toBeTruthy();
    expect(textbox(/Minimum stay/, season()).getAttribute('aria-invalid')).toBe('true');
  });
});
