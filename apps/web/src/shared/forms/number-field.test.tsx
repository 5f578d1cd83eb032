import { fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { NumberField } from './number-field';

interface Values {
  nights: number;
  limit: number | null;
}

let seen: Values | null = null;

function Harness() {
  const form = useForm<Values>({ defaultValues: { nights: 3, limit: 30 } });
  const values = useWatch({ control: form.control }) as Values;
  useEffect(() => {
    seen = values;
  });
  return (
    <>
      <NumberField control={form.control} name="nights" label="Nights" min={1} max={10} />
      <NumberField control={form.control} name="limit" label="Limit" emptyIsNull />
    </>
  );
}

describe('NumberField', () => {
  it('holds NaN for an emptied number, null where empty means no limit, and does not clamp', async () => {
    await renderUi(<Harness />);
    const nights = screen.getByRole('textbox', { name: 'Nights' });
    const limit = screen.getByRole('textbox', { name: 'Limit' });
    fireEvent.change(nights, { target: { value: '' } });
    fireEvent.change(limit, { target: { value: '' } });
    expect(Number.isNaN(seen?.nights)).toBe(true);
    expect(seen?.limit).toBeNull();
    // Out of range stays as typed, so the schema's range message can say why.
    fireEvent.change(nights, { target: { value: '12' } });
    fireEvent.blur(nights);
    expect(seen?.nights).toBe(12);
    expect((nights as HTMLInputElement).value).toBe('12');
  });
});
