import { Button, Group, Stack, Text } from '@mantine/core';
import { MAX_SEASONS_PER_UNIT } from '@hostdeck/contract/listing/seasons.rules';
import {
  putUnitSeasonsBodySchema,
  type PutUnitSeasonsBody,
  type Season,
} from '@hostdeck/contract/listing/seasons.schemas';
import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SettingsForm } from '@/shared/forms/settings-form';
import { useSettingsForm } from '@/shared/forms/use-settings-form';
import { usePutUnitSeasons } from '../../api/seasons';
import { SeasonRow } from './season-row';

const SEASON_FIELDS = ['name', 'startDate', 'endDate', 'nightly', 'minimumStayNights'] as const;

export interface SeasonsFormProps {
  unit: PropertyUnit;
  seasons: readonly Season[];
}

/** Seasonal prices: the whole list is saved at once. */
export function SeasonsForm({ unit, seasons }: SeasonsFormProps) {
  const { t } = useTranslation('listingPricing');
  const put = usePutUnitSeasons(unit.propertyUnitPublicId);
  const { form, onSubmit, canSave, formMessage, saving } = useSettingsForm({
    schema: putUnitSeasonsBodySchema,
    defaultValues: { seasons: seasons.map(({ id: _id, ...season }) => season) },
    // Server errors name the row (seasons.2.startDate); the list itself can carry one too.
    fields: [
      'seasons',
      ...Array.from({ length: MAX_SEASONS_PER_UNIT }, (_, index) =>
        SEASON_FIELDS.map((field) => `seasons.${index}.${field}`),
      ).flat(),
    ],
    save: (values) => put.mutateAsync(values),
  });
  const typedForm = form as unknown as UseFormReturn<PutUnitSeasonsBody>;
  const rows = useFieldArray({ control: typedForm.control, name: 'seasons', keyName: 'key' });
  const recheckDates = () => {
    const values = typedForm.getValues();
    const filled = values.seasons.flatMap((season, index) =>
      (['startDate', 'endDate'] as const)
        .filter((field) => season[field] !== '')
        .map((field) => `seasons.${index}.${field}` as const),
    );
    if (filled.length > 0) void typedForm.trigger(filled);
  };
  const full = rows.fields.length >= MAX_SEASONS_PER_UNIT;
  return (
    <SettingsForm
      title={t('seasons.title')}
      description={<Text c="dimmed">{t('seasons.description')}</Text>}
      onSubmit={onSubmit}
      canSave={canSave}
      saving={saving}
      formMessage={formMessage}
    >
      {rows.fields.length === 0 ? <Text>{t('seasons.empty')}</Text> : null}
      <Stack
        component="ol"
        aria-label={t('seasons.listLabel')}
        gap="md"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {rows.fields.map((row, index) => (
          <SeasonRow
            key={row.key}
            form={typedForm}
            index={index}
            currency={unit.price.currency}
            onRemove={() => {
              rows.remove(index);
              recheckDates();
            }}
            onDateChange={recheckDates}
          />
        ))}
      </Stack>
      <Group>
        <Button
          variant="light"
          disabled={full}
          onClick={() =>
            rows.append(
              {
                name: '',
                startDate: '',
                endDate: '',
                nightly: unit.price.nightly ?? Number.NaN,
                minimumStayNights: unit.price.minimumStayNights ?? 1,
              },
              { shouldFocus: true },
            )
          }
        >
          {t('seasons.add')}
        </Button>
        {full ? <Text size="sm">{t('seasons.limit', { count: MAX_SEASONS_PER_UNIT })}</Text> : null}
      </Group>
    </SettingsForm>
  );
}
