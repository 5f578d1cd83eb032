import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyUnitSchema } from '@hostdeck/contract/properties/property-unit.schemas';
import { errorFields, expectApiError, expectTokenRequired, ruleError } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { demoUnit, unitRow } from './units.test-support';

describe('unit calls: get, patch, calendar action', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = async (email: string, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: await t.authHeaders(email), ...(payload ? { payload } : {}) });

  it('GET /property-unit/:id answers the host’s unit, 404 for another host’s, 401 without a token', async () => {
    const { unit, property } = await demoUnit(t, demo.anna, (row) => row.unit.state === 'PUBLISHED');
    const response = await call(demo.anna, 'GET', `/api/app/property-unit/${unit.publicId}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = propertyUnitSchema.parse(response.json());
    expect(body).toMatchObject({
      propertyUnitPublicId: unit.publicId,
      propertyId: property.publicId,
      state: 'PUBLISHED',
      availableActions: ['unpublish'],
    });
    expect(body.images.length).toBeGreaterThan(0);
    expect(body.thumbnail).toBe(body.images[0]?.thumbnailUrl);

    expectApiError(
      await call(demo.agency, 'GET', `/api/app/property-unit/${unit.publicId}`),
      404,
      'units.notFound',
    );
    expectApiError(await call(demo.anna, 'GET', '/api/app/property-unit/U-NOPE22'), 404, 'units.notFound');
    await expectTokenRequired(t, { method: 'GET', url: `/api/app/property-unit/${unit.publicId}` });
  });

  it('lists invalid fields with registrationNumber first and refuses publish actions for them', async () => {
    const { unit } = await demoUnit(t, demo.anna, (row) => !row.unit.registrationNumberValid);
    const body = propertyUnitSchema.parse(
      (await call(demo.anna, 'GET', `/api/app/property-unit/${unit.publicId}`)).json(),
    );
    expect(body.invalidFields[0]?.field).toBe('registrationNumber');
    expect(body.availableActions).not.toContain('publish');
  });

  it('PATCH stores each editable field (size in m², price in cents) and answers the unit', async () => {
    const { unit } = await demoUnit(t, demo.anna, (row) => row.unit.state === 'IN_PROGRESS');
    const response = await call(demo.anna, 'PATCH', `/api/app/property-unit/${unit.publicId}`, {
      title: '  Quiet Garden Flat ',
      description: 'Two rooms by the garden.',
      amenities: ['wifi', 'garden'],
      rooms: [{ type: 'bedroom', beds: [{ type: 'double', count: 1 }] }, { type: 'bath_room' }],
      bedroomCount: 1,
      guests: 3,
      // m² on the wire; imperial is how the host reads it.
      propertySize: 50,
      propertySizeMeasurementUnit: 'imperial',
      bookingType: 'onRequest',
      cancellationPolicy: 'strict',
      price: { nightly: 120.5, minimumStayNights: 3 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = propertyUnitSchema.parse(response.json());
    expect(body).toMatchObject({
      title: 'Quiet Garden Flat',
      amenities: ['wifi', 'garden'],
      bathroomCount: 1,
      propertySize: 50,
      propertySizeMeasurementUnit: 'imperial',
      price: { nightly: 120.5, minimumStayNights: 3 },
    });
    const stored = await unitRow(t, unit.publicId);
    expect(stored).toMatchObject({
      title: 'Quiet Garden Flat',
      description: 'Two rooms by the garden.',
      amenities: ['wifi', 'garden'],
      bedroomCount: 1,
      guests: 3,
      propertySize: 50,
      propertySizeMeasurementUnit: 'imperial',
      bookingType: 'onRequest',
      cancellationPolicy: 'strict',
      pricePerNight: 12050,
      minNights: 3,
    });
    expect(stored.rooms).toEqual([
      { type: 'bedroom', beds: [{ type: 'double', count: 1 }] },
      { type: 'bath_room', beds: [] },
    ]);
  });

  it('PATCH stores minimum days of notice, and refuses 0 or 1 day for on-request units', async () => {
    const { unit } = await demoUnit(t, demo.anna, (row) => row.unit.state === 'PUBLISHED');
    const url = `/api/app/property-unit/${unit.publicId}`;
    const instant = await call(demo.anna, 'PATCH', url, {
      bookingType: 'onLine',
      price: { minimumNoticeDays: 1 },
    });
    expect(instant.statusCode, instant.body).toBe(200);
    expect(instant.json().price.minimumNoticeDays).toBe(1);
    expect((await unitRow(t, unit.publicId)).minimumNoticeDays).toBe(1);

    // Switching to on request while 1 day is stored: the error names the field being changed.
    const switchType = expectApiError(await call(demo.anna, 'PATCH', url, { bookingType: 'onRequest' }), 400);
    expect(errorFields(switchType)).toEqual(['bookingType']);
    const both = expectApiError(
      await call(demo.anna, 'PATCH', url, { bookingType: 'onRequest', price: { minimumNoticeDays: 0 } }),
      400,
    );
    expect(errorFields(both)).toEqual(['price.minimumNoticeDays']);
    expect(await unitRow(t, unit.publicId)).toMatchObject({ bookingType: 'onLine', minimumNoticeDays: 1 });

    const onRequest = await call(demo.anna, 'PATCH', url, {
      bookingType: 'onRequest',
      price: { minimumNoticeDays: 2 },
    });
    expect(onRequest.statusCode, onRequest.body).toBe(200);
    expect(await unitRow(t, unit.publicId)).toMatchObject({ bookingType: 'onRequest', minimumNoticeDays: 2 });

    const notAnOption = expectApiError(
      await call(demo.anna, 'PATCH', url, { price: { minimumNoticeDays: 5 } }),
      400,
    );
    expect(errorFields(notAnOption)).toEqual(['price.minimumNoticeDays']);
  });

  it('PATCH re-validates the registration number against the property’s country', async () => {
    const { unit, property } = await demoUnit(t, demo.anna, (row) => !row.unit.registrationNumberValid);
    expect(property.countryCode).toBe('IT');
    const bad = expectApiError(
      await call(demo.anna, 'PATCH', `/api/app/property-unit/${unit.publicId}`, {
        registrationNumber: '54321',
      }),
      400,
      'common.validation',
    );
    expect(errorFields(bad)).toEqual(['registrationNumber']);
    expect((await unitRow(t, unit.publicId)).registrationNumber).toBe(unit.registrationNumber);

    const fixed = await call(demo.anna, 'PATCH', `/api/app/property-unit/${unit.publicId}`, {
      registrationNumber: ' 048017-cav-00012 ',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(propertyUnitSchema.parse(fixed.json()).invalidFields).toEqual([]);
    expect(await unitRow(t, unit.publicId)).toMatchObject({
      registrationNumber: '048017-CAV-00012',
      registrationNumberValid: true,
    });
  });

  it('PATCH rejects bad payloads with field errors and another host’s unit with 404', async () => {
    const { unit } = await demoUnit(t, demo.anna, (row) => row.unit.state === 'PUBLISHED');
    const bad = expectApiError(
      await call(demo.anna, 'PATCH', `/api/app/property-unit/${unit.publicId}`, {
        title: '',
        amenities: ['wifi', 'jacuzzi'],
        price: { nightly: 0 },
        guests: 0,
        colour: 'red',
      }),
      400,
      'common.validation',
    );
    expect(errorFields(bad)).toEqual(['amenities.1', 'colour', 'guests', 'price.nightly', 'title']);
    expectApiError(
      await call(demo.anna, 'PATCH', `/api/app/property-unit/${unit.publicId}`, {
        price: { nightly: 1_000_001 },
      }),
      400,
    );
    expectApiError(
      await call(demo.agency, 'PATCH', `/api/app/property-unit/${unit.publicId}`, { title: 'Mine now' }),
      404,
      'units.notFound',
    );
    expect((await unitRow(t, unit.publicId)).title).toBe(unit.title);
    await expectTokenRequired(t, {
      method: 'PATCH',
      url: `/api/app/property-unit/${unit.publicId}`,
      payload: { guests: 2 },
    });
  });

  it('PATCH refuses an amenity twice, a size under 1 m², a price past the cent, a long room id; nothing stored', async () => {
    const { unit } = await demoUnit(t, demo.anna, (row) => row.unit.state === 'PUBLISHED');
    const url = `/api/app/property-unit/${unit.publicId}`;
    const before = await unitRow(t, unit.publicId);
    const refused = async (payload: Record<string, unknown>) =>
      expectApiError(await call(demo.anna, 'PATCH', url, payload), 400, 'common.validation').errors;

    expect(await refused({ amenities: ['wifi', 'garden', 'wifi'] })).toEqual([
      ruleError('amenities', 'duplicateItems'),
    ]);
    expect(await refused({ propertySize: 0 })).toEqual([
      expect.objectContaining({
        field: 'propertySize',
        code: 'validation.too_small',
        params: expect.objectContaining({ minimum: 1 }),
      }),
    ]);
    expect(await refused({ price: { nightly: 120.555 } })).toEqual([
      ruleError('price.nightly', 'wholeCents'),
    ]);
    expect(
      await refused({
        rooms: [{ id: 'r'.repeat(65), type: 'bedroom', beds: [{ type: 'double', count: 1 }] }],
      }),
    ).toEqual([expect.objectContaining({ field: 'rooms.0.id', code: 'validation.too_big' })]);

    const after = await unitRow(t, unit.publicId);
    expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null });
  });

  it('refuses a unit id twice when switching booking types, and a step twice in the listing progress', async () => {
    const units = await Promise.all([
      demoUnit(t, demo.anna, (row) => row.unit.state === 'PUBLISHED'),
      demoUnit(t, demo.anna, (row) => row.unit.state === 'IN_PROGRESS'),
    ]);
    const [published, inProgress] = units.map(({ unit }) => unit);
    const switched = expectApiError(
      await call(demo.anna, 'POST', '/api/app/property-units/change-booking-preference', {
        bookingType: published!.bookingType === 'onLine' ? 'onRequest' : 'onLine',
        unitIds: [published!.publicId, published!.publicId],
      }),
      400,
      'common.validation',
    );
    expect(switched.errors).toEqual([ruleError('unitIds', 'duplicateItems')]);
    expect((await unitRow(t, published!.publicId)).bookingType).toBe(published!.bookingType);

    const progressUrl = `/api/app/property-unit/${inProgress!.publicId}/listing-progress`;
    const progressBefore = (await call(demo.anna, 'GET', progressUrl)).json();
    const twice = expectApiError(
      await t.app.inject({
        method: 'PUT',
        url: progressUrl,
        headers: await t.authHeaders(demo.anna),
        payload: { completedSteps: ['property', 'location', 'property'] },
      }),
      400,
      'common.validation',
    );
    expect(twice.errors).toEqual([ruleError('completedSteps', 'duplicateItems')]);
    expect((await call(demo.anna, 'GET', progressUrl)).json()).toEqual(progressBefore);
  });

  it('POST calendar-action stores the calendar status', async () => {
    const { unit } = await demoUnit(t, demo.anna, (row) => row.unit.state === 'PUBLISHED');
    const url = `/api/app/property-unit/${unit.publicId}/calendar-action`;
    const response = await call(demo.anna, 'POST', url, { status: 'PAUSED' });
    expect(response.statusCode, response.body).toBe(200);
    expect(propertyUnitSchema.parse(response.json()).calendarAvailability.status).toBe('PAUSED');
    expect((await unitRow(t, unit.publicId)).calendarStatus).toBe('PAUSED');

    const bad = expectApiError(await call(demo.anna, 'POST', url, { status: 'OPEN' }), 400);
    expect(errorFields(bad)).toEqual(['status']);
    expectApiError(await call(demo.agency, 'POST', url, { status: 'BLOCKED' }), 404, 'units.notFound');
    expect((await unitRow(t, unit.publicId)).calendarStatus).toBe('PAUSED');
    await expectTokenRequired(t, { method: 'POST', url, payload: { status: 'AVAILABLE' } });
  });
});

describe('rooms and beds rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const patch = async (unitId: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/app/property-unit/${unitId}`,
      headers: await t.authHeaders(demo.anna),
      payload,
    });

  it('refuses a bed in a bathroom or a kitchen on that room’s beds, and 0 guests on guests; nothing stored', async () => {
    const { unit } = await demoUnit(t, demo.anna, (row) => row.unit.state === 'IN_PROGRESS');
    const before = await unitRow(t, unit.publicId);
    const response = await patch(unit.publicId, {
      guests: 0,
      rooms: [
        { type: 'bedroom', beds: [{ type: 'double', count: 1 }] },
        { type: 'bath_room', beds: [{ type: 'single', count: 1 }] },
        { type: 'kitchen_room', beds: [{ type: 'sofa_bed', count: 1 }] },
      ],
    });
    const body = expectApiError(response, 400, 'common.validation');
    expect(errorFields(body)).toEqual(['guests', 'rooms.1.beds', 'rooms.2.beds']);
    expect(body.errors.find((error) => error.field === 'rooms.1.beds')?.params).toEqual({
      rule: 'bedsNotAllowedInRoom',
    });
    const after = await unitRow(t, unit.publicId);
    expect(after.guests).toBe(before.guests);
    expect(after.rooms).toEqual(before.rooms);
  });

  it('finishes the beds step only when a room holds a bed', async () => {
    const { unit } = await demoUnit(t, demo.anna, (row) => row.unit.state === 'IN_PROGRESS');
    const progress = async (completedSteps: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/app/property-unit/${unit.publicId}/listing-progress`,
        headers: await t.authHeaders(demo.anna),
        payload: { completedSteps },
      });
    expect((await patch(unit.publicId, { rooms: [{ type: 'bedroom', beds: [] }] })).statusCode).toBe(200);
    const refused = expectApiError(
      await progress(['property', 'guests-and-rooms/beds']),
      400,
      'common.validation',
    );
    expect(refused.errors).toEqual([expect.objectContaining({ field: 'rooms', code: 'units.bedRequired' })]);

    expect(
      (
        await patch(unit.publicId, {
          rooms: [{ type: 'living_room', beds: [{ type: 'sofa_bed', count: 1 }] }],
        })
      ).statusCode,
    ).toBe(200);
    expect((await progress(['property', 'guests-and-rooms/beds'])).statusCode).toBe(200);
  });
});
