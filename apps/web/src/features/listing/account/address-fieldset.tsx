import '@mantine/core/styles/Fieldset.css';
import { Fieldset, SimpleGrid } from '@mantine/core';
import { ADDRESS_STATE_MAX_LENGTH } from '@hostdeck/contract/constants';
import { useTranslation } from '@/shared/i18n/use-translation';
import { FormCountryField, FormTextField } from './form-fields';

export interface AddressFieldsetProps {
  /** The form field holding the address (`address`, `principalAddress`). */
  name: string;
  legend: string;
  countries: readonly string[];
  /** false for an individual's address, which may be left out entirely. */
  required: boolean;
}

/** The onboarding address; state is at most 3 characters. */
export function AddressFieldset({ name, legend, countries, required }: AddressFieldsetProps) {
  const { t } = useTranslation('listingAccount');
  const label = (field: string) => t(`details.address.${field}` as 'details.address.city');
  return (
    <Fieldset legend={legend}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormCountryField
          name={`${name}.country`}
          label={label('country')}
          countries={countries}
          required={required}
        />
        <FormTextField name={`${name}.city`} label={label('city')} required={required} />
        <FormTextField name={`${name}.street`} label={label('street')} required={required} />
        <FormTextField
          name={`${name}.houseNumberOrName`}
          label={label('houseNumberOrName')}
          required={required}
        />
        <FormTextField name={`${name}.postalCode`} label={label('postalCode')} />
        <FormTextField name={`${name}.state`} label={label('state')} maxLength={ADDRESS_STATE_MAX_LENGTH} />
        <FormTextField name={`${name}.province`} label={label('province')} />
      </SimpleGrid>
    </Fieldset>
  );
}
