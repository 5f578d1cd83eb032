import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';

export interface CountrySelectProps {
  label: string;
  countries: readonly string[];
  value: string | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
}

/** ISO 3166 country codes named in the host's language (Intl.DisplayNames), sorted by name. */
export function CountrySelect({ countries, value, onChange, ...props }: CountrySelectProps) {
  const { t, i18n } = useTranslation('listingAccount');
  const data = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    const codes = new Set(countries);
    if (value) codes.add(value);
    return [...codes]
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  }, [countries, value, i18n.language]);
  return (
    <Select
      {...props}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      placeholder={t('details.selectCountry')}
      searchable
      allowDeselect={false}
    />
  );
}
