import { addressInputSchema } from '@hostdeck/contract/properties/address.schemas';
import type {
  AddressFormField,
  PropertiesConfiguration,
} from '@hostdeck/contract/properties/properties-configuration.schemas';
import type { Address } from '@hostdeck/contract/properties/address.schemas';
import { ADDRESS_STATE_MAX_LENGTH } from '@hostdeck/contract/constants';
import { z } from 'zod';

// spec §5 "Address": the fields depend on the country, with a default set; countryCode, city,
// street and houseNumberOrName are always required; state is limited to 3 characters.

export type AddressFieldName = AddressFormField['name'];
type AddressFormConfig = PropertiesConfiguration['property']['addressForm'];

const alwaysRequired: readonly AddressFieldName[] = ['countryCode', 'city', 'street', 'houseNumberOrName'];

export function addressFieldsFor(config: AddressFormConfig, countryCode: string): AddressFormField[] {
  const fields = config.byCountry[countryCode.trim().toUpperCase()] ?? config.defaultFields;
  const withRequired = fields.map((field) =>
    alwaysRequired.includes(field.name) ? { ...field, required: true } : field,
  );
  // The required four show even when a country's configuration forgets one.
  const missing = alwaysRequired
    .filter((name) => !fields.some((field) => field.name === name))
    .map((name): AddressFormField => ({ name, required: true, maxLength: null }));
  return [...missing, ...withRequired];
}

const shape = addressInputSchema.shape;

export function addressFormSchema(config: AddressFormConfig) {
  return z
    .object({
      countryCode: z
        .string()
        .trim()
        .min(1)
        .regex(/^[A-Za-z]{2}$/)
        .transform((code) => code.toUpperCase()),
      stateOrProvince: z
        .string()
        .trim()
        .transform((state) => state.slice(0, ADDRESS_STATE_MAX_LENGTH)),
      city: shape.city,
      street: shape.street,
      houseNumberOrName: shape.houseNumberOrName,
      postalCode: z.string().trim().max(20),
    })
    .superRefine((values, ctx) => {
      for (const field of addressFieldsFor(config, values.countryCode)) {
        if (field.required && values[field.name] === '') {
          ctx.addIssue({
            code: 'too_small',
            origin: 'string',
            minimum: 1,
            inclusive: true,
            path: [field.name],
            input: '',
          });
        }
      }
    });
}
export type AddressFormValues = z.input<ReturnType<typeof addressFormSchema>>;
export type AddressFormOutput = z.output<ReturnType<typeof addressFormSchema>>;

export function addressFormDefaults(location: Address | null): AddressFormValues {
  return {
    countryCode: location?.countryCode ?? '',
    stateOrProvince: location?.stateOrProvince ?? '',
    city: location?.city ?? '',
    street: location?.street ?? '',
    houseNumberOrName: location?.houseNumberOrName ?? '',
    postalCode: location?.postalCode ?? '',
  };
}

/** Only the fields shown for the country are sent; the empty optional ones as null. */
export function addressPayload(values: AddressFormOutput, shown: readonly AddressFormField[]) {
  const has = (name: AddressFieldName) => shown.some((field) => field.name === name);
  return {
    countryCode: values.countryCode,
    city: values.city,
    street: values.street,
    houseNumberOrName: values.houseNumberOrName,
    stateOrProvince: has('stateOrProvince') && values.stateOrProvince !== '' ? values.stateOrProvince : null,
    postalCode: has('postalCode') && values.postalCode !== '' ? values.postalCode : null,
  };
}
