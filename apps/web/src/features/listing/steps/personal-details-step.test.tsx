import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentBody } from '@/shared/ui/testing/unit-fixtures';
import { makeUserInfo } from '@/shared/ui/testing/fixtures';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import {
  inFrame,
  makeBusinessDetails,
  makeFrame,
  makeStepProps,
  onboardingConfiguration,
} from '../account/account-steps.fixtures';
import { PersonalDetailsStep } from './personal-details-step';

afterEach(() => vi.unstubAllGlobals());

const text = (name: RegExp) => screen.getByRole('textbox', { name });

async function choose(combobox: RegExp, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: combobox }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

async function submit() {
  const button = screen.getByRole('button', { name: 'Save and continue' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  fireEvent.click(button);
}

describe('personal details step', () => {
  it('prefills an individual from the account and saves the individual details', async () => {
    const fetch = mockApi({
      'GET /api/app/user/onboarding/getConfiguration': onboardingConfiguration,
      'GET /api/app/user/onboarding/getIndividualDetails': null,
      'POST /api/app/user/onboarding/saveIndividualDetails': ({ init }: { init?: RequestInit }) =>
        sentBody(init),
    });
    const frame = makeFrame();
    const props = makeStepProps({ page: 'personal-details/info', user: makeUserInfo({ type: 'private' }) });
    await renderUi(inFrame(frame, <PersonalDetailsStep {...props} />));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your personal details' })).toBeTruthy();
    expect(text(/First name/)).toHaveProperty('value', 'Anna');
    fireEvent.change(text(/Phone number/), { target: { value: '+49 30 1234' } });
    fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: '1985-04-12' } });
    await choose(/Nationality/, 'Germany');
    await choose(/^Country/, 'France');
    fireEvent.change(text(/City/), { target: { value: 'Lyon' } });
    fireEvent.change(text(/Street/), { target: { value: 'Rue Mercière' } });
    fireEvent.change(text(/House number or name/), { target: { value: '5' } });
    fireEvent.change(text(/Postal code/), { target: { value: '69002' } });
    await submit();
    await waitFor(() => expect(frame.onSaved).toHaveBeenCalled());
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(sentBody(post?.[1])).toEqual({
      firstName: 'Anna',
      lastName: 'Berg',
      email: 'anna@demo.test',
      phoneNumber: '+49 30 1234',
      dateOfBirth: '1985-04-12',
      nationality: 'DE',
      address: {
        country: 'FR',
        city: 'Lyon',
        street: 'Rue Mercière',
        houseNumberOrName: '5',
        postalCode: '69002',
        state: null,
        province: null,
      },
    });
  });

  it('puts the server’s address errors on the address fields', async () => {
    mockApi({
      'GET /api/app/user/onboarding/getConfiguration': onboardingConfiguration,
      'GET /api/app/user/onboarding/getIndividualDetails': null,
    });
    const stubbed = vi.mocked(fetch);
    stubbed.mockImplementation(async (input, init) => {
      const url = String(input);
      if (init?.method === 'POST') {
        return new Response(
          JSON.stringify({
            code: 'validation.failed',
            message: 'Invalid',
            errors: [{ field: 'individualDetails.address.city', message: 'Unknown city', code: 'x' }],
          }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        );
      }
      const body = url.includes('getConfiguration') ? onboardingConfiguration : null;
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    });
    await renderUi(inFrame(makeFrame(), <PersonalDetailsStep {...makeStepProps()} />));
    await screen.findByRole('heading', { name: 'Your personal details' });
    await choose(/^Country/, 'Austria');
    fireEvent.change(text(/City/), { target: { value: 'Nowhere' } });
    fireEvent.change(text(/Street/), { target: { value: 'Main' } });
    fireEvent.change(text(/House number or name/), { target: { value: '1' } });
    await submit();
    expect(await screen.findByText('Unknown city')).toBeTruthy();
    expect(text(/City/).getAttribute('aria-invalid')).toBe('true');
  });

  it('saves a company’s details and keeps its stored shareholders and signatories', async () => {
    const stored = makeBusinessDetails();
    const fetch = mockApi({
      'GET /api/app/user/onboarding/getConfiguration': onboardingConfiguration,
      'GET /api/app/user/onboarding/getBusinessDetails': stored,
      'POST /api/app/user/onboarding/saveBusinessDetails': ({ init }: { init?: RequestInit }) =>
        sentBody(init),
    });
    const frame = makeFrame();
    const user = makeUserInfo({ type: 'company', companyName: 'Seaside Stays GmbH' });
    await renderUi(inFrame(frame, <PersonalDetailsStep {...makeStepProps({ user })} />));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your company details' })).toBeTruthy();
    fireEvent.change(text(/Legal company name/), { target: { value: 'Seaside Stays AG' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'My company has no VAT ID' }));
    expect(screen.queryByRole('textbox', { name: /VAT ID/ })).toBeNull();
    await submit();
    await waitFor(() => expect(frame.onSaved).toHaveBeenCalled());
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(sentBody(post?.[1])).toEqual({
      ...stored,
      legalBusinessName: 'Seaside Stays AG',
      vatId: null,
      userWithoutVatId: true,
    });
  });

  it('asks for the principal place of business when it differs from the registered address', async () => {
    mockApi({
      'GET /api/app/user/onboarding/getConfiguration': onboardingConfiguration,
      'GET /api/app/user/onboarding/getBusinessDetails': makeBusinessDetails(),
    });
    const user = makeUserInfo({ type: 'company' });
    await renderUi(inFrame(makeFrame(), <PersonalDetailsStep {...makeStepProps({ user })} />));
    await screen.findByRole('heading', { name: 'Your company details' });
    expect(screen.queryByRole('group', { name: 'Principal place of business' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /principal place of business is the registered/ }));
    expect(await screen.findByRole('group', { name: 'Principal place of business' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save and continue' })).toHaveProperty('disabled', true),
    );
  });

  it('refuses a birth date ahead, a phone that is no number and a postal code without its format before saving', async () => {
    const fetch = mockApi({
      'GET /api/app/user/onboarding/getConfiguration': onboardingConfiguration,
      'GET /api/app/user/onboarding/getIndividualDetails': null,
    });
    const props = makeStepProps({ page: 'personal-details/info', user: makeUserInfo({ type: 'private' }) });
    await renderUi(inFrame(makeFrame(), <PersonalDetailsStep {...props} />));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your personal details' })).toBeTruthy();
    fireEvent.change(text(/Phone number/), { target: { value: 'ask me' } });
    fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: '2999-01-01' } });
    await choose(/^Country/, 'France');
    fireEvent.change(text(/City/), { target: { value: 'Lyon' } });
    fireEvent.change(text(/Street/), { target: { value: 'Rue Mercière' } });
    fireEvent.change(text(/House number or name/), { target: { value: '5' } });
    fireEvent.change(text(/Postal code/), { target: { value: '6900' } });
    expect(
      await screen.findByText('Enter a phone number: digits, spaces and + ( ) - . /, at least 6 digits.'),
    ).toBeTruthy();
    expect(await screen.findByText('Enter your date of birth: a day in the past, after 1900.')).toBeTruthy();
    expect(
      await screen.findByText('This postal code does not match the format used in this country.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save and continue' })).toHaveProperty('disabled', true);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
