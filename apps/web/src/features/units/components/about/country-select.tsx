import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Select } from '@mantine/core';
import { isoCountryCodes } from '@hostdeck/contract/properties/address.rules';
import { useMemo } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';

interface CountrySelectProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  description?: string;
  error?: string;
}

/**
 * The address's country, chosen from the ISO list and named in the host's language (the browser's
 * own region names), so a code that is no country cannot be typed.
 */
export function CountrySelect<T extends FieldValues>({
  control,
  name,
  label,
  description,
  error,
}: CountrySelectProps<T>) {
  const { i18n } = useTranslation();
  const data = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    // One collator for the whole sort: localeCompare with a locale builds one per comparison.
    const collator = new Intl.Collator(i18n.language);
    return isoCountryCodes()
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [i18n.language]);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          description={description}
          required
          searchable
          data={data}
          // The form can focus it: on opening, and on a refused save.
          ref={field.ref}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={error}
          allowDeselect={false}
          nothingFoundMessage="—"
          // The kit keeps a closed dropdown's options mounted (hidden) by default: some 250 options
          // rendered, and rendered again with every render of the address form, for a list the host
          // may never open. Mounted on opening instead.
        />
      )}
    />
  );
}
