import '@mantine/core/styles/Fieldset.css';
import { Fieldset, Stack, Text } from '@mantine/core';
import {
  putUnitStayRulesBodySchema,
  type PutUnitStayRulesBody,
  type UnitStayRulesResponse,
} from '@hostdeck/contract/calendar/stay-rules.schemas';
import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { NumberField } from '@/shared/forms/number-field';
import { SettingsForm } from '@/shared/forms/settings-form';
import { useSettingsForm } from '@/shared/forms/use-settings-form';
import { formatDateRange } from '@/shared/i18n/format';
import { usePutUnitStayRules } from '../../api/stay-rules';
import { NoticeDaysField } from '../notice-days-field';
import { CheckInDaysField } from './check-in-days-field';

const UNIT_FIELDS = [
  'minStayNights',
  'maxStayNights',
  'minimumNoticeDays',
  'preparationDays',
  'bookingWindowDays',
  'checkInDays',
] as const;
const SEASON_FIELDS = ['minStayNights', 'maxStayNights', 'checkInDays'] as const;
/** Nights and days are whole numbers from 0. */
const DAYS_INPUT = { allowDecimal: false, allowNegative: false, min: 0, w: 260 } as const;

/** The form's values: the PUT body, seasons in the order the read gave them. */
export function stayRulesFormValues(rules: UnitStayRulesResponse): PutUnitStayRulesBody {
  return {
    unit: rules.unit,
    seasons: rules.seasons.map(({ seasonId, minStayNights, maxStayNights, checkInDays }) => ({
      seasonId,
      minStayNights,
      maxStayNights,
      checkInDays,
    })),
  };
}

export interface StayRulesFormProps {
  unit: PropertyUnit;
  rules: UnitStayRulesResponse;
}

/** Minimum and maximum stay, notice, preparation days, booking window and check-in days; then each season's. */
export function StayRulesForm({ unit, rules }: StayRulesFormProps) {
  const { t, i18n } = useTranslation('stayRules');
  const put = usePutUnitStayRules(unit.propertyUnitPublicId);
  const { form, onSubmit, canSave, formMessage, saving, conflict } = useSettingsForm({
    schema: putUnitStayRulesBodySchema,
    defaultValues: stayRulesFormValues(rules),
    version: rules.version,
    fields: [
      'seasons',
      ...UNIT_FIELDS.map((field) => `unit.${field}`),
      ...rules.seasons.flatMap((_, index) => SEASON_FIELDS.map((field) => `seasons.${index}.${field}`)),
    ],
    save: (body, version) => put.mutateAsync({ body, version }),
  });
  const typed = form as unknown as UseFormReturn<PutUnitStayRulesBody>;
  return (
    <SettingsForm
      title={t('title')}
      description={<Text c="dimmed">{t('description')}</Text>}
      onSubmit={onSubmit}
      canSave={canSave}
      saving={saving}
      formMessage={formMessage}
      conflict={conflict}
    >
      <NumberField
        control={typed.control}
        name="unit.minStayNights"
        label={t('minStay')}
        required
        {...DAYS_INPUT}
        onValueChange={() => {
          // A maximum below the new minimum is refused on the maximum: check it again.
          if (typed.getValues('unit.maxStayNights') !== null) void typed.trigger('unit.maxStayNights');
        }}
      />
      <NumberField
        control={typed.control}
        name="unit.maxStayNights"
        label={t('maxStay')}
        description={t('maxStayHelp')}
        emptyIsNull
        {...DAYS_INPUT}
      />
      <NoticeDaysField control={typed.control} name="unit.minimumNoticeDays" bookingType={unit.bookingType} />
      <NumberField
        control={typed.control}
        name="unit.preparationDays"
        label={t('preparation')}
        description={t('preparationHelp')}
        required
        {...DAYS_INPUT}
      />
      <NumberField
        control={typed.control}
        name="unit.bookingWindowDays"
        label={t('window')}
        description={t('windowHelp')}
        emptyIsNull
        {...DAYS_INPUT}
      />
      <Controller
        control={typed.control}
        name="unit.checkInDays"
        render={({ field, fieldState }) => (
          <CheckInDaysField
            label={t('checkInDays')}
            limitLabel={t('onlySomeDays')}
            noLimitHelp={t('anyDayHelp')}
            value={field.value}
            onChange={(value) => field.onChange(value)}
            error={fieldState.error?.message}
          />
        )}
      />
      <Stack gap="sm">
        <Text fw={600}>{t('seasons.title')}</Text>
        <Text size="sm" c="dimmed">
          {rules.seasons.length === 0 ? t('seasons.empty') : t('seasons.description')}
        </Text>
        {rules.seasons.length > 0 ? (
          <Stack
            component="ul"
            aria-label={t('seasons.listLabel')}
            gap="md"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {rules.seasons.map((season, index) => (
              <li key={season.seasonId}>
                <Fieldset
                  legend={`${season.name} · ${formatDateRange(season.startDate, season.endDate, i18n.language)}`}
                >
                  <Stack gap="sm">
                    <NumberField
                      control={typed.control}
                      name={`seasons.${index}.minStayNights`}
                      label={t('minStay')}
                      required
                      {...DAYS_INPUT}
                    />
                    <NumberField
                      control={typed.control}
                      name={`seasons.${index}.maxStayNights`}
                      label={t('maxStay')}
                      description={t('seasons.maxStayHelp')}
                      emptyIsNull
                      {...DAYS_INPUT}
                    />
                    <Controller
                      control={typed.control}
                      name={`seasons.${index}.checkInDays`}
                      render={({ field, fieldState }) => (
                        <CheckInDaysField
                          label={t('checkInDays')}
                          limitLabel={t('seasons.ownCheckInDays')}
                          noLimitHelp={t('seasons.asUnitHelp')}
                          value={field.value}
                          onChange={(value) => field.onChange(value)}
                          error={fieldState.error?.message}
                        />
                      )}
                    />
                  </Stack>
                </Fieldset>
              </li>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </SettingsForm>
  );
}
