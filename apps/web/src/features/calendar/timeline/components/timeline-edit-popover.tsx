import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Stack.css';
import { Button, Group, NumberInput, Popover, Stack } from '@mantine/core';
import { MAX_STAY_NIGHTS_LIMIT, PRICE_MAX, PRICE_MIN } from '@hostdeck/contract/constants';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { TimelineEdit } from '../timeline-edits.rules';

const numberOrNull = (value: string | number) => (typeof value === 'number' ? value : null);

/** The price or the stay limits for the picked nights, asked in a small popover by its button. */
export function TimelineEditPopover({
  kind,
  disabled,
  onApply,
}: {
  kind: 'price' | 'stay';
  disabled: boolean;
  onApply: (edit: TimelineEdit) => void;
}) {
  const { t } = useTranslation('calendarTimeline');
  const [opened, setOpened] = useState(false);
  const [price, setPrice] = useState<string | number>('');
  const [minStay, setMinStay] = useState<string | number>('');
  const [maxStay, setMaxStay] = useState<string | number>('');

  const nightly = numberOrNull(price);
  const min = numberOrNull(minStay);
  const max = numberOrNull(maxStay);
  const valid =
    kind === 'price'
      ? nightly !== null
      : // An empty limit puts back the unit's own (and its seasons'); both empty resets the nights.
        min === null || max === null || max >= min;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    onApply(
      kind === 'price' ? { kind, nightly: nightly ?? 0 } : { kind, minStayNights: min, maxStayNights: max },
    );
    setOpened(false);
  };

  return (
    <Popover opened={opened} onChange={setOpened} trapFocus position="top" withArrow shadow="md">
      <Popover.Target>
        <Button variant="default" size="xs" disabled={disabled} onClick={() => setOpened((open) => !open)}>
          {t(kind === 'price' ? 'actions.price' : 'actions.stay')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={handleSubmit}>
          <Stack gap="xs" w={220}>
            {kind === 'price' ? (
              <NumberInput
                label={t('edit.priceLabel')}
                value={price}
                onChange={setPrice}
                min={PRICE_MIN}
                max={PRICE_MAX}
                decimalScale={2}
                data-autofocus
              />
            ) : (
              <>
                <NumberInput
                  label={t('edit.minStay')}
                  description={t('edit.keep')}
                  value={minStay}
                  onChange={setMinStay}
                  min={1}
                  max={MAX_STAY_NIGHTS_LIMIT}
                  allowDecimal={false}
                  data-autofocus
                />
                <NumberInput
                  label={t('edit.maxStay')}
                  description={t('edit.keep')}
                  value={maxStay}
                  onChange={setMaxStay}
                  min={1}
                  max={MAX_STAY_NIGHTS_LIMIT}
                  allowDecimal={false}
                />
              </>
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="subtle" size="xs" onClick={() => setOpened(false)}>
                {t('edit.cancel')}
              </Button>
              <Button type="submit" size="xs" disabled={!valid}>
                {t('edit.apply')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
