import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import { Button, Group, NumberInput } from '@mantine/core';
import { PRICE_MAX, PRICE_MIN } from '@hostdeck/contract/constants';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { NightsChange } from '../optimistic-days';

interface PriceFormProps {
  currency: string;
  pending: boolean;
  onEdit: (change: NightsChange) => Promise<unknown>;
}

/** The nightly price of the selected nights, or back to what the unit and its seasons say. */
export function PriceForm({ currency, pending, onEdit }: PriceFormProps) {
  const { t } = useTranslation('calendar');
  const [price, setPrice] = useState<number | ''>('');
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (price === '') return;
    void onEdit({ kind: 'price', nightly: price }).catch(() => undefined);
  };
  return (
    <form onSubmit={handleSubmit}>
      <Group align="flex-end" gap="xs">
        <NumberInput
          label={t('selection.price')}
          description={t('selection.priceHelp', { currency })}
          value={price}
          onChange={(value) => setPrice(typeof value === 'number' ? value : '')}
          min={PRICE_MIN}
          max={PRICE_MAX}
          decimalScale={2}
          w={160}
        />
        <Button type="submit" disabled={pending || price === ''}>
          {t('selection.setPrice')}
        </Button>
        <Button
          variant="subtle"
          disabled={pending}
          onClick={() => void onEdit({ kind: 'price', nightly: null }).catch(() => undefined)}
        >
          {t('selection.resetPrice')}
        </Button>
      </Group>
    </form>
  );
}
