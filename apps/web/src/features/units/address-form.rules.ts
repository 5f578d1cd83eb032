import { addressFieldsFor, addressProblems } from '@hostdeck/contract/properties/address.rules';
import { addressInputSchema } from '@hostdeck/contract/properties/address-input.schemas';
import type {
  AddressFormField,
  PropertiesConfiguration,
} from '@hostdeck/contract/properties/properties-configuration.schemas';
import type { Address } from '@hostdeck/contract/properties/address.schemas';
import { ADDRESS_STATE_MAX_LENGTH } from '@hostdeck/contract/constants';
import { z } from 'zod';

// The address form: which fields a country shows and requires, its country code and postal-code
// format are the contract's address rules (the server applies the same); state is cut to 3 characters.

export type AddressFieldName = AddressFormField['name'];
type AddressFormConfig = PropertiesConfiguration['property']['addressForm'];
export { addressFieldsFor };

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
      // The country's rules as the server applies them; a blank required field is said as "required".
      for (const problem of addressProblems(values)) {
        if (problem.rule === 'requiredInCountry') continue;
        ctx.addIssue({
          code: 'custom',
          path: [problem.field],
          params: { rule: problem.rule },
          input: values[problem.field],
        });
      }
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
