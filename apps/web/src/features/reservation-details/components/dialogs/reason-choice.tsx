import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import { Radio, Stack } from '@mantine/core';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';

interface ReasonChoiceProps<T extends FieldValues, Out extends FieldValues> {
  control: Control<T, unknown, Out>;
  name: Path<T>;
  reasons: readonly string[];
  /** The translation group of the reason labels (`requestReasons`, `cancelReasons`…). */
  labels: string;
  /** Runs after a new reason is chosen: the details of the last one no longer apply. */
  onChosen?: () => void;
}

/** The reason of a reject or cancel, one of the contract's list; radios, so every choice is in view. */
export function ReasonChoice<T extends FieldValues, Out extends FieldValues>({
  control,
  name,
  reasons,
  labels,
  onChosen,
}: ReasonChoiceProps<T, Out>) {
  const { t } = useTranslation('reservationDetails');
  const { field, fieldState } = useController<T, Path<T>, Out>({ control, name });
  return (
    <Radio.Group
      label={t('form.reason')}
      required
      value={(field.value as string | undefined) ?? null}
      onChange={(value) => {
        field.onChange(value);
        onChosen?.();
      }}
      error={fieldState.error?.message}
    >
      <Stack gap="xs" mt="xs">
        {reasons.map((reason) => (
          <Radio key={reason} value={reason} label={t(`${labels}.${reason}`)} onBlur={field.onBlur} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
