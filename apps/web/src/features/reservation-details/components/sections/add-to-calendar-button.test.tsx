import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { spyOnToasts } from '@/shared/ui/testing/toast-spy';
import { makeBooking } from '../../reservation-details.fixtures';
import { AddToCalendarButton } from './add-to-calendar-button';

/** The files the page handed to the browser's downloads, by name. */
function watchDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:http://localhost/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

describe('AddToCalendarButton', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('saves the booking as an all-day event named after its code, with guest, unit and party', async () => {
    vi.useFakeTimers({ now: new Date('2030-05-01T08:30:00Z'), toFake: ['Date'] });
    const saved = watchDownloads();
    const booking = makeBooking({
      bookingCode: 'B-ABCD2345',
      checkIn: '2030-07-10',
      checkOut: '2030-07-17',
      guest: { firstName: 'Anna', lastName: 'Weiß, Jr.', email: null, phoneNumber: null, countryCode: null },
      guests: { adults: 2, children: 1, infants: 0 },
      propertyUnitSummary: { publicId: 'u-1', propertyId: 'p-1', title: 'Sea view; top', thumbnail: null },
    });
    await renderUi(<AddToCalendarButton booking={booking} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to calendar (.ics)' }));

    expect(saved.map((file) => file.name)).toEqual(['booking-B-ABCD2345.ics']);
    expect(saved[0]?.blob.type).toBe('text/calendar;charset=utf-8');
    const lines = (await saved[0]!.blob.text()).split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VEVENT',
        'UID:booking-B-ABCD2345@hostdeck',
        'DTSTAMP:20300501T083000Z',
        'DTSTART;VALUE=DATE:20300710',
        'DTEND;VALUE=DATE:20300717',
        'SUMMARY:Anna Weiß\\, Jr. – Sea view\\; top',
        'DESCRIPTION:Booking code: B-ABCD2345\\nGuests: 2 adults\\, 1 child',
      ]),
    );
  });

  it('names a unit without a title as untitled', async () => {
    const saved = watchDownloads();
    const booking = makeBooking({
      propertyUnitSummary: { publicId: 'u-1', propertyId: 'p-1', title: null, thumbnail: null },
    });
    await renderUi(<AddToCalendarButton booking={booking} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to calendar (.ics)' }));
    expect(await saved[0]!.blob.text()).toMatch(/\r\nSUMMARY:.* – Untitled unit\r\n/);
  });

  it('says so in a toast when the browser cannot take the file', async () => {
    Object.assign(URL, {
      createObjectURL: () => {
        throw new Error('No object URLs here');
      },
    });
    const toasts = spyOnToasts();
    await renderUi(<AddToCalendarButton booking={makeBooking()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to calendar (.ics)' }));
    expect(toasts).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'red', message: 'The calendar file could not be made.' }),
    );
  });
});
