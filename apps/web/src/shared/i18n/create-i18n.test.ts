import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n';
import { formatPageTitle } from './format-page-title';

describe('createI18n', () => {
  it('translates from the served resources and logs missing keys', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const i18n = await createI18n('de', { common: { titles: { home: 'Übersicht' } }, auth: { x: 'y' } });
    expect(i18n.t('common:titles.home')).toBe('Übersicht');
    expect(i18n.t('auth:x')).toBe('y');
    expect(i18n.t('common:titles.nope')).toBe('titles.nope');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('common:titles.nope'));
    warn.mockRestore();
  });
});

describe('formatPageTitle', () => {
  it('is "subtitle - product title"', () => {
    expect(formatPageTitle('Calendar', 'Hostdeck')).toBe('Calendar - Hostdeck');
    expect(formatPageTitle(null, 'Hostdeck')).toBe('Hostdeck');
  });
});
