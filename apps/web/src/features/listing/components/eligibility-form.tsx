import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import { Button, Group, Radio, Select, Stack } from '@mantine/core';
import {
  ELIGIBLE_COUNTRIES,
  onboardingEligibility,
  rentalKindSchema,
  rentalRightSchema,
  type Eligibility,
  type RentalKind,
  type RentalRight,
} from '@hostdeck/contract/onboarding/eligibility.rules';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';

interface EligibilityFormProps {
  busy: boolean;
  onDecided: (eligibility: Eligibility) => void;
}

/** /listing/check-eligibility: country, right to rent and kind of rental. */
export function EligibilityForm({ busy, onDecided }: EligibilityFormProps) {
  const { t, i18n } = useTranslation('listing');
  const [countryCode, setCountryCode] = useState<string | null>(null);
  const [rentalRight, setRentalRight] = useState<RentalRight | null>(null);
  const [rentalKind, setRentalKind] = useState<RentalKind | null>(null);
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return ELIGIBLE_COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
      a.label.localeCompare(b.label, i18n.language),
    );
  }, [i18n.language]);
  const complete = countryCode !== null && rentalRight !== null && rentalKind !== null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (countryCode && rentalRight && rentalKind) {
      onDecided(onboardingEligibility({ countryCode, rentalRight, rentalKind }));
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Select
          label={t('eligibility.country')}
          placeholder={t('eligibility.countryPlaceholder')}
          data={countries}
          value={countryCode}
          onChange={setCountryCode}
          searchable
          required
        />
        <Radio.Group
          label={t('eligibility.rentalRight')}
          value={rentalRight}
          onChange={(value) => setRentalRight(rentalRightSchema.parse(value))}
          required
        >
          <Stack gap="xs" mt="xs">
            {rentalRightSchema.options.map((option) => (
              <Radio key={option} value={option} label={t(`eligibility.rentalRights.${option}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Radio.Group
          label={t('eligibility.rentalKind')}
          value={rentalKind}
          onChange={(value) => setRentalKind(rentalKindSchema.parse(value))}
          required
        >
          <Stack gap="xs" mt="xs">
            {rentalKindSchema.options.map((option) => (
              <Radio key={option} value={option} label={t(`eligibility.rentalKinds.${option}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button type="submit" disabled={!complete} loading={busy}>
            {t('eligibility.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
