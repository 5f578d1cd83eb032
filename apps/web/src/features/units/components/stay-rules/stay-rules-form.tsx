import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Fieldset.css';
import { Fieldset, Select, Stack, Text } from '@mantine/core';
import {
  putUnitStayRulesBodySchema,
  type PutUnitStayRulesBody,
  type UnitStayRulesResponse,
} from '@hostdeck/contract/calendar/stay-rules.schemas';
import { noticeDayOptions } from '@hostdeck/contract/properties/notice-days.rules';
import type { MinimumNoticeDays } from '@hostdeck/contract/properties/property-unit-options.schemas';
import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SettingsForm } from '@/shared/forms/settings-form';
import { useSettingsForm } from '@/shared/forms/use-settings-form';
import { formatDateRange } from '@/shared/i18n/format';
import { usePutUnitStayRules } from '../../api/stay-rules';
import { CheckInDaysField } from './check-in-days-field';
import { OptionalNumberInput } from './optional-number-input';

const UNIT_FIELDS = [
  'minStayNights',
  'maxStayNights',
  'minimumNoticeDays',
  'preparationDays',
  'bookingWindowDays',
  'checkInDays',
] as const;
const SEASON_FIELDS = ['minStayNights', 'maxStayNights', 'checkInDays'] as const;

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
  const { t: tUnits } = useTranslation('units');
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
  const noticeOptions = noticeDayOptions(unit.bookingType).map((option) => ({
    value: String(option.value),
    label:
      option.value === 0
        ? tUnits('price.noticeSameDay')
        : tUnits('price.noticeDays', { count: option.value }),
    disabled: option.disabled,
  }));
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
      <Controller
        control={typed.control}
        name="unit.minStayNights"
        render={({ field, fieldState }) => (
          <OptionalNumberInput
            label={t('minStay')}
            required
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              // A maximum below the new minimum is refused on the maximum: check it again.
              if (typed.getValues('unit.maxStayNights') !== null) void typed.trigger('unit.maxStayNights');
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={typed.control}
        name="unit.maxStayNights"
        render={({ field, fieldState }) => (
          <OptionalNumberInput
            label={t('maxStay')}
            description={t('maxStayHelp')}
            emptyIsNull
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={typed.control}
        name="unit.minimumNoticeDays"
        render={({ field, fieldState }) => (
          <Select
            label={tUnits('price.notice')}
            description={
              unit.bookingType === 'onRequest'
                ? tUnits('price.noticeOnRequestHelp')
                : tUnits('price.noticeHelp')
            }
            placeholder={tUnits('price.noticeNotChosen')}
            data={noticeOptions}
            value={field.value === null ? null : String(field.value)}
            onChange={(value) => field.onChange(value === null ? null : (Number(value) as MinimumNoticeDays))}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            allowDeselect={false}
            w={260}
          />
        )}
      />
      <Controller
        control={typed.control}
        name="unit.preparationDays"
        render={({ field, fieldState }) => (
          <OptionalNumberInput
            label={t('preparation')}
            description={t('preparationHelp')}
            required
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={typed.control}
        name="unit.bookingWindowDays"
        render={({ field, fieldState }) => (
          <OptionalNumberInput
            label={t('window')}
            description={t('windowHelp')}
            emptyIsNull
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
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
                    <Controller
                      control={typed.control}
                      name={`seasons.${index}.minStayNights`}
                      render={({ field, fieldState }) => (
                        <OptionalNumberInput
                          label={t('minStay')}
                          required
                          value={field.value}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          error={fieldState.error?.message}
                        />
                      )}
                    />
                    <Controller
                      control={typed.control}
                      name={`seasons.${index}.maxStayNights`}
                      render={({ field, fieldState }) => (
                        <OptionalNumberInput
                          label={t('maxStay')}
                          description={t('seasons.maxStayHelp')}
                          emptyIsNull
                          value={field.value}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          error={fieldState.error?.message}
                        />
                      )}
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
