import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { configuration, makeUnit, sentBody } from '@/shared/ui/testing/unit-fixtures';
import { RoomsForm } from './rooms-form';

afterEach(() => vi.unstubAllGlobals());

const room = configuration.propertyUnit.room;
const save = () => screen.getByRole('button', { name: 'Save changes' });

describe('rooms form', () => {
  it('asks for at least one guest on the guests field', async () => {
    mockApi({});
    await renderUi(<RoomsForm unit={makeUnit()} room={room} />);
    const guests = screen.getByRole('textbox', { name: /Maximum guests/ });
    fireEvent.change(guests, { target: { value: '0' } });
    expect(await screen.findByText('Enter 1 or more.')).toBeTruthy();
    expect(guests.getAttribute('aria-invalid')).toBe('true');
    expect(save()).toHaveProperty('disabled', true);
  });

  it('adds a room of the default type (bedroom) and saves rooms, guests and the bedroom count', async () => {
    const fetch = mockApi({ 'PATCH /api/app/property-unit/u-1': () => makeUnit() });
    await renderUi(<RoomsForm unit={makeUnit()} room={room} />);
    expect(screen.getByText('Bedrooms: 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a room' }));
    expect(await screen.findByText('Bedrooms: 2')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Maximum guests/ }), { target: { value: '4' } });
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    fireEvent.click(save());
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(sentBody(fetch.mock.calls[0]?.[1])).toEqual({
      guests: 4,
      rooms: [
        { id: 'r-1', type: 'bedroom', beds: [{ type: 'double', count: 1 }] },
        { type: 'bedroom', beds: [] },
      ],
      bedroomCount: 2,
    });
  });

  it('keeps 0 guests as typed after leaving the field, with the message, instead of saving 1', async () => {
    mockApi({});
    await renderUi(<RoomsForm unit={makeUnit()} room={room} />);
    const guests = screen.getByRole('textbox', { name: /Maximum guests/ });
    fireEvent.change(guests, { target: { value: '0' } });
    fireEvent.blur(guests);
    expect(await screen.findByText('Enter 1 or more.')).toBeTruthy();
    expect((guests as HTMLInputElement).value).toBe('0');
  });

  it('offers beds only in bedrooms and living rooms, and needs at least one bed', async () => {
    mockApi({});
    await renderUi(
      <RoomsForm unit={makeUnit({ rooms: [{ id: 'r-1', type: 'bath_room', beds: [] }] })} room={room} />,
    );
    expect(screen.queryByRole('button', { name: 'Add a bed' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /Maximum guests/ }), { target: { value: '3' } });
    expect(
      await screen.findByText('Add at least one bed, so guests know where they will sleep.'),
    ).toBeTruthy();
    expect(save()).toHaveProperty('disabled', true);
  });
});
