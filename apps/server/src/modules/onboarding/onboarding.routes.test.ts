import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessDetailsSchema,
  individualDetailsSchema,
  onboardingConfigurationSchema,
} from '@hostdeck/contract/onboarding/onboarding.schemas';
import { userInfoSchema } from '@hostdeck/contract/user/user.schemas';
import { hostOnboarding } from '../../db/schema/onboarding.table';
import { users } from '../../db/schema/users.table';
import { errorFields, expectApiError, expectTokenRequired } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';

const base = '/api/app/user/onboarding';

const individual = {
  firstName: '  Nora ',
  lastName: 'Kovač',
  email: 'nora@example.test',
  phoneNumber: '+385 91 123 4567',
  dateOfBirth: '1988-04-12',
  nationality: 'HR',
  address: {
    country: 'HR',
    city: 'Zadar',
    street: 'Ulica Mihovila Pavlinovića',
    houseNumberOrName: '14',
    postalCode: '23000',
  },
};

const business = {
  legalBusinessName: 'Adriatic Stays d.o.o.',
  accountEmail: 'office@adriatic.test',
  phoneNumber: '+385 21 555 010',
  address: { country: 'HR', city: 'Split', street: 'Riva', houseNumberOrName: '3', postalCode: '21000' },
  sameAddress: true,
  taxIdentifications: [{ id: '12345678901', countryIsoCode: 'HR' }],
  vatId: 'HR12345678901',
  shareholders: [{ firstName: 'Ivo', lastName: 'Marić' }],
  signatories: [{ firstName: 'Ivo', lastName: 'Marić', email: 'ivo@adriatic.test' }],
  euMemberStates: ['HR'],
  euPermanentEstablishment: false,
};

describe('onboarding: init, details, configuration, commercial model', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = async (email: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: await t.authHeaders(email), ...(payload ? { payload } : {}) });
  const onboardingRow = async (email: string) => {
    const [row] = await t.db
      .select()
      .from(hostOnboarding)
      .where(eq(hostOnboarding.userId, await t.userIdOf(email)));
    return row ?? null;
  };
  const userRow = async (email: string) => {
    const [row] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, await t.userIdOf(email)));
    return row!;
  };

  it('init-onboarding records the start once and answers user info in_progress', async () => {
    expect(await onboardingRow(demo.newHost)).toBeNull();
    const first = await call(demo.newHost, 'POST', '/api/app/user/init-onboarding');
    expect(first.statusCode, first.body).toBe(200);
    const info = userInfoSchema.parse(first.json());
    expect(info).toMatchObject({ email: demo.newHost, onboardingStatus: 'in_progress' });
    const started = (await onboardingRow(demo.newHost))?.startedAt;
    expect(started).toBeInstanceOf(Date);

    const again = await call(demo.newHost, 'POST', '/api/app/user/init-onboarding');
    expect(userInfoSchema.parse(again.json()).onboardingStatus).toBe('in_progress');
    expect((await onboardingRow(demo.newHost))?.startedAt).toEqual(started);
    await expectTokenRequired(t, { method: 'POST', url: '/api/app/user/init-onboarding' }, demo.newHost);
  });

  it('init-onboarding leaves a finished host finished', async () => {
    const response = await call(demo.anna, 'POST', '/api/app/user/init-onboarding');
    expect(response.statusCode, response.body).toBe(200);
    expect(userInfoSchema.parse(response.json()).onboardingStatus).toBe('finished');
    expect((await userRow(demo.anna)).onboardingStatus).toBe('finished');
    expect(await onboardingRow(demo.anna)).toBeNull();
  });

  it('individual details: null until saved, validated, stored per host, name copied to the user', async () => {
    const url = `${base}/getIndividualDetails`;
    expect((await call(demo.newHost, 'GET', url)).json()).toBeNull();

    const bad = expectApiError(
      await call(demo.newHost, 'POST', `${base}/saveIndividualDetails`, {
        ...individual,
        firstName: '',
        email: 'not-an-email',
      }),
      400,
      'common.validation',
    );
    expect(errorFields(bad)).toEqual(['email', 'firstName']);
    expect((await onboardingRow(demo.newHost))?.individualDetails ?? null).toBeNull();

    const saved = await call(demo.newHost, 'POST', `${base}/saveIndividualDetails`, individual);
    expect(saved.statusCode, saved.body).toBe(200);
    const details = individualDetailsSchema.parse(saved.json());
    expect(details).toMatchObject({ firstName: 'Nora', lastName: 'Kovač', nationality: 'HR' });
    expect((await onboardingRow(demo.newHost))?.individualDetails).toEqual(details);
    expect(await userRow(demo.newHost)).toMatchObject({ firstName: 'Nora', lastName: 'Kovač' });
    expect((await call(demo.newHost, 'GET', url)).json()).toEqual(details);

    // Another host sees only their own (none).
    expect((await call(demo.agency, 'GET', url)).json()).toBeNull();
    await expectTokenRequired(t, { method: 'GET', url });
    await expectTokenRequired(t, {
      method: 'POST',
      url: `${base}/saveIndividualDetails`,
      payload: individual,
    });
  });

  it('business details: validated (principal address, VAT id), stored, company name follows', async () => {
    const url = `${base}/getBusinessDetails`;
    expect((await call(demo.agency, 'GET', url)).json()).toBeNull();
    const bad = expectApiError(
      await call(demo.agency, 'POST', `${base}/saveBusinessDetails`, {
        ...business,
        sameAddress: false,
        vatId: null,
      }),
      400,
    );
    expect(errorFields(bad)).toEqual(['principalAddress', 'vatId']);

    const saved = await call(demo.agency, 'POST', `${base}/saveBusinessDetails`, business);
    expect(saved.statusCode, saved.body).toBe(200);
    const details = businessDetailsSchema.parse(saved.json());
    expect(details).toMatchObject({ legalBusinessName: 'Adriatic Stays d.o.o.', phoneType: 'mobile' });
    expect((await onboardingRow(demo.agency))?.businessDetails).toEqual(details);
    expect((await userRow(demo.agency)).companyName).toBe('Adriatic Stays d.o.o.');
    expect((await call(demo.agency, 'GET', url)).json()).toEqual(details);
    expect((await call(demo.anna, 'GET', url)).json()).toBeNull();
    await expectTokenRequired(t, { method: 'GET', url }, demo.agency);
  });

  it('details refuse a birth date, country, phone, address, tax country or EU state no host means; nothing stored', async () => {
    const before = await onboardingRow(demo.anna);
    const refused = async (path: string, payload: unknown) =>
      expectApiError(
        await call(demo.anna, 'POST', `${base}/${path}`, payload),
        400,
        'common.validation',
      ).errors.map((error) => ({ field: error.field, code: error.code, rule: error.params?.rule }));

    expect(
      await refused('saveIndividualDetails', {
        ...individual,
        dateOfBirth: '2999-01-01',
        nationality: 'XX',
        phoneNumber: 'ask me',
        address: { ...individual.address, postalCode: '2300' },
      }),
    ).toEqual([
      { field: 'phoneNumber', code: 'validation.custom', rule: 'phoneNumber' },
      { field: 'dateOfBirth', code: 'validation.custom', rule: 'dateOfBirth' },
      { field: 'nationality', code: 'validation.custom', rule: 'unknownCountry' },
      { field: 'address.postalCode', code: 'validation.custom', rule: 'postalCodeFormat' },
    ]);
    expect(await refused('saveIndividualDetails', { ...individual, dateOfBirth: '1988-02-30' })).toEqual([
      { field: 'dateOfBirth', code: 'validation.invalid_format', rule: undefined },
    ]);
    expect(
      await refused('saveBusinessDetails', {
        ...business,
        address: { ...business.address, country: 'US', postalCode: '94103' },
        taxIdentifications: [
          { id: '1', countryIsoCode: 'HR' },
          { id: '2', countryIsoCode: 'hr' },
        ],
        euMemberStates: ['HR', 'CH'],
      }),
    ).toEqual([
      { field: 'address.state', code: 'validation.custom', rule: 'requiredInCountry' },
      { field: 'taxIdentifications', code: 'validation.custom', rule: 'taxCountryRepeated' },
      { field: 'euMemberStates.1', code: 'validation.custom', rule: 'notEuMemberState' },
    ]);
    expect(await onboardingRow(demo.anna)).toEqual(before);
  });

  it('configuration: tier from the user type, eligible countries, document types, 10 MB, no documents', async () => {
    const url = `${base}/getConfiguration`;
    const company = onboardingConfigurationSchema.parse((await call(demo.agency, 'GET', url)).json());
    expect(company).toMatchObject({
      verificationTier: 'Business',
      verificationStatus: 'new',
      maxDocumentBytes: 10 * 1024 * 1024,
      documents: [],
    });
    expect(company.documentTypes).toContain('company_registration');
    expect(company.countries).toEqual(expect.arrayContaining(['HR', 'DE', 'ME']));
    expect(company.countries).not.toContain('US');

    const person = onboardingConfigurationSchema.parse((await call(demo.newHost, 'GET', url)).json());
    expect(person.verificationTier).toBe('Individual');
    expect(person.documentTypes).not.toContain('company_registration');
    expect(person.documentTypes).toEqual(expect.arrayContaining(['passport', 'id_front']));
    await expectTokenRequired(t, { method: 'GET', url });
  });

  it('commercial model: stored during onboarding, validated, locked once onboarding is finished', async () => {
    const url = '/api/app/user/commercial-model';
    const response = await call(demo.newHost, 'PUT', url, {
      commercialModel: 'subscription',
      commercialModelVariant: 'subscription_2',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(userInfoSchema.parse(response.json())).toMatchObject({
      commercialModel: 'subscription',
      commercialModelVariant: 'subscription_2',
    });
    expect(await userRow(demo.newHost)).toMatchObject({
      commercialModel: 'subscription',
      commercialModelVariant: 'subscription_2',
    });

    const bad = expectApiError(
      await call(demo.newHost, 'PUT', url, {
        commercialModel: 'commission',
        commercialModelVariant: 'hybrid_7',
      }),
      400,
    );
    expect(errorFields(bad)).toEqual(['commercialModelVariant']);
    expect(errorFields(expectApiError(await call(demo.newHost, 'PUT', url, {}), 400))).toEqual([
      'commercialModel',
      'commercialModelVariant',
    ]);

    const annaBefore = await userRow(demo.anna);
    expectApiError(
      await call(demo.anna, 'PUT', url, { commercialModel: 'hybrid', commercialModelVariant: 'hybrid_13' }),
      409,
      'user.commercialModelLocked',
    );
    expect((await userRow(demo.anna)).commercialModel).toBe(annaBefore.commercialModel);
    await expectTokenRequired(
      t,
      { method: 'PUT', url, payload: { commercialModel: 'commission', commercialModelVariant: 'split' } },
      demo.newHost,
    );
  });
});
