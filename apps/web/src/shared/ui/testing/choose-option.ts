import { fireEvent, screen } from '@testing-library/react';

/** Picks an option of a searchable Mantine Select the way a host does: open, type, click. */
export async function chooseOption(label: RegExp | string, option: string): Promise<void> {
  const input = screen.getByRole('combobox', { name: label });
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: option } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}
