import {
  businessDetailsSchema,
  individualDetailsSchema,
  type BusinessDetails,
  type IndividualDetails,
} from '@hostdeck/contract/onboarding/onboarding.schemas';
import type { AddressDetails } from '@hostdeck/contract/properties/address-input.schemas';
import type { UserInfo } from '@hostdeck/contract/user/user.schemas';
import { z } from 'zod';

// The personal-details forms hold plain strings (an input's value); these schemas turn them into the
// contract's payloads (blank optional fields become null) and validate with the contract's schemas.

const addressFormSchema = z.object({
  country: z.string(),
  city: z.string(),
  street: z.string(),
  houseNumberOrName: z.string(),
  postalCode: z.string(),
  state: z.string(),
  province: z.string(),
});
export type AddressFormValues = z.infer<typeof addressFormSchema>;
export const addressFormFields = Object.keys(addressFormSchema.shape) as (keyof AddressFormValues)[];

const blankToNull = (value: string) => (value.trim() === '' ? null : value);

function toAddressDetails(address: AddressFormValues) {
  return {
    ...address,
    // An unchosen country reads as missing (a translated "required"), not as a malformed code (the
    // contract's regex message is developer English); the contract schema rejects the undefined.
    country: (address.country === '' ? undefined : address.country) as string,
    state: blankToNull(address.state),
    province: blankToNull(address.province),
  };
}

const isBlankAddress = (address: AddressFormValues) =>
  Object.values(address).every((value) => value.trim() === '');

export function addressFormValues(address: AddressDetails | null | undefined): AddressFormValues {
  return {
    country: address?.country ?? '',
    city: address?.city ?? '',
    street: address?.street ?? '',
    houseNumberOrName: address?.houseNumberOrName ?? '',
    postalCode: address?.postalCode ?? '',
    state: address?.state ?? '',
    province: address?.province ?? '',
  };
}

export const individualFormSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    dateOfBirth: z.string(),
    nationality: z.string(),
    address: addressFormSchema,
  })
  .transform((values): z.input<typeof individualDetailsSchema> => ({
    ...values,
    phoneNumber: blankToNull(values.phoneNumber),
    dateOfBirth: blankToNull(values.dateOfBirth),
    nationality: blankToNull(values.nationality),
    // The address is optional for an individual: all blank means none; anything typed must be complete.
    address: isBlankAddress(values.address) ? null : toAddressDetails(values.address),
  }))
  .pipe(individualDetailsSchema);
export type IndividualFormValues = z.input<typeof individualFormSchema>;

export const individualFormFields = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'dateOfBirth',
  'nationality',
  ...addressFormFields.map((name) => `address.${name}`),
];

/** Stored details first; a host who has not saved any starts from their account's names and email. */
export function individualFormValues(stored: IndividualDetails | null, user: UserInfo): IndividualFormValues {
  return {
    firstName: stored?.firstName ?? user.firstName ?? '',
    lastName: stored?.lastName ?? user.lastName ?? '',
    email: stored?.email ?? user.email,
    phoneNumber: stored?.phoneNumber ?? user.phone ?? '',
    dateOfBirth: stored?.dateOfBirth ?? '',
    nationality: stored?.nationality ?? '',
    address: addressFormValues(stored?.address),
  };
}

/**
 * The contract's business fields without its refinements, whose messages are developer English: the
 * VAT rule is checked again here with a translated message; principalAddress is always sent in full
 * unless sameAddress, so its own fields carry their errors.
 */
function businessPayloadSchema(vatRequiredMessage: string) {
  return z.object(businessDetailsSchema.shape).superRefine((value, context) => {
    if (!value.userWithoutVatId && (value.vatId ?? '').trim() === '') {
      context.addIssue({ code: 'custom', path: ['vatId'], message: vatRequiredMessage });
    }
  });
}

/** What the form does not show is kept from the stored details (shareholders, signatories, ...). */
export function businessFormSchema(stored: BusinessDetails | null, vatRequiredMessage: string) {
  return z
    .object({
      legalBusinessName: z.string(),
      accountEmail: z.string(),
      phoneNumber: z.string(),
      address: addressFormSchema,
      sameAddress: z.boolean(),
      principalAddress: addressFormSchema,
      vatId: z.string(),
      userWithoutVatId: z.boolean(),
      taxIdentifications: z.array(z.object({ id: z.string(), countryIsoCode: z.string() })),
      euPermanentEstablishment: z.boolean(),
    })
    .transform((values): z.input<typeof businessDetailsSchema> => ({
      legalBusinessName: values.legalBusinessName,
      accountEmail: values.accountEmail,
      phoneNumber: values.phoneNumber,
      phoneType: 'mobile' as const,
      address: toAddressDetails(values.address),
      sameAddress: values.sameAddress,
      principalAddress: values.sameAddress ? null : toAddressDetails(values.principalAddress),
      // The form edits the first row; further stored rows are kept as they are.
      taxIdentifications: [
        ...values.taxIdentifications.filter((row) => row.id.trim() !== '' || row.countryIsoCode !== ''),
        ...(stored?.taxIdentifications.slice(1) ?? []),
      ],
      countryWithoutTaxId: stored?.countryWithoutTaxId ?? null,
      vatId: values.userWithoutVatId ? null : values.vatId,
      userWithoutVatId: values.userWithoutVatId,
      shareholders: stored?.shareholders ?? [],
      signatories: stored?.signatories ?? [],
      euMemberStates: stored?.euMemberStates ?? [],
      euPermanentEstablishment: values.euPermanentEstablishment,
    }))
    .pipe(businessPayloadSchema(vatRequiredMessage));
}
export type BusinessFormValues = z.input<ReturnType<typeof businessFormSchema>>;

export const businessFormFields = [
  'legalBusinessName',
  'accountEmail',
  'phoneNumber',
  'vatId',
  'taxIdentifications.0.id',
  'taxIdentifications.0.countryIsoCode',
  ...addressFormFields.map((name) => `address.${name}`),
  ...addressFormFields.map((name) => `principalAddress.${name}`),
];

export function businessFormValues(stored: BusinessDetails | null, user: UserInfo): BusinessFormValues {
  const tax = stored?.taxIdentifications[0];
  return {
    legalBusinessName: stored?.legalBusinessName ?? user.companyName ?? '',
    accountEmail: stored?.accountEmail ?? user.email,
    phoneNumber: stored?.phoneNumber ?? user.phone ?? '',
    address: addressFormValues(stored?.address),
    sameAddress: stored?.sameAddress ?? true,
    principalAddress: addressFormValues(stored?.principalAddress),
    vatId: stored?.vatId ?? '',
    userWithoutVatId: stored?.userWithoutVatId ?? false,
    taxIdentifications: [{ id: tax?.id ?? '', countryIsoCode: tax?.countryIsoCode ?? '' }],
    euPermanentEstablishment: stored?.euPermanentEstablishment ?? false,
  };
}
