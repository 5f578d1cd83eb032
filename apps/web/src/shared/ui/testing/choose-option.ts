import { fireEvent, screen } from '@testing-library/react';

/**
 * Picks an option of a searchable Mantine Select the way a host does: type to narrow the list, then
 * click the option. Typing first keeps long lists (every country) from rendering whole in jsdom.
 */
export async function chooseOption(label: RegExp | string, option: string): Promise<void> {
  const input = screen.getByRole('combobox', { name: label });
  fireEvent.change(input, { target: { value: option } });
  fireEvent.click(input);
  fireEvent.click(await screen.findByRole('option', { name: option }));
}
