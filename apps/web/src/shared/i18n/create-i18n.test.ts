import type { TranslationTree } from '@hostdeck/contract/public/public.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n';
import { formatPageTitle } from './format-page-title';

afterEach(() => vi.restoreAllMocks());

describe('createI18n', () => {
  it('translates from the served resources and logs missing keys', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const i18n = createI18n('de', { common: { titles: { home: 'Übersicht' } }, auth: { x: 'y' } });
    expect(i18n.t('common:titles.home')).toBe('Übersicht');
    expect(i18n.t('titles.home')).toBe('Übersicht');
    expect(i18n.t('auth:x')).toBe('y');
    expect(i18n.t('common:titles.nope')).toBe('titles.nope');
    expect(warn).toHaveBeenCalledWith('[i18n] missing key "common:titles.nope" for de');
  });

  it('asks for the namespaces asked for in one tick in one call, and each only once', async () => {
    const load = vi.fn((_locale: string, namespaces: readonly string[]) =>
      Promise.resolve(Object.fromEntries(namespaces.map((ns) => [ns, { title: ns }]))),
    );
    const i18n = createI18n('en-US', { common: {} }, load);
    expect(i18n.hasLoadedNamespace('units')).toBe(false);
    await Promise.all([i18n.loadNamespaces(['units']), i18n.loadNamespaces(['units', 'calendar'])]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('en-US', ['units', 'calendar']);
    expect(i18n.t('units:title')).toBe('units');
    await i18n.loadNamespaces(['units', 'common']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('counts a namespace that failed to load as settled, its keys as missing, and does not ask again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const i18n = createI18n('en-US', { common: {} }, load);
    await i18n.loadNamespaces(['units']);
    expect(i18n.hasLoadedNamespace('units')).toBe(true);
    expect(i18n.t('units:title')).toBe('title');
    await i18n.loadNamespaces(['units']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads every namespace asked for so far before it switches language, then tells its listeners', async () => {
    const trees: Record<string, Record<string, TranslationTree>> = {
      fr: { common: { hello: 'Bonjour' }, units: { title: 'Logements' } },
    };
    const load = vi.fn((locale: string, namespaces: readonly string[]) =>
      Promise.resolve(Object.fromEntries(namespaces.map((ns) => [ns, trees[locale]?.[ns] ?? {}]))),
    );
    const i18n = createI18n('en-US', { common: { hello: 'Hello' }, units: { title: 'Units' } }, load);
    const listener = vi.fn();
    i18n.subscribe(listener);
    await i18n.loadLanguages('fr');
    expect(load).toHaveBeenCalledWith('fr', ['common', 'units']);
    expect(i18n.hasResourceBundle('fr', 'units')).toBe(true);
    expect(i18n.language).toBe('en-US');
    await i18n.changeLanguage('fr');
    expect(i18n.language).toBe('fr');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.t('hello')).toBe('Bonjour');
    expect(i18n.exists('units:title')).toBe(true);
  });

  it('asks for another language again when a switch to it failed before', async () => {
    const load = vi
      .fn<(locale: string, namespaces: readonly string[]) => Promise<Record<string, TranslationTree>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ common: { hello: 'Bonjour' } });
    const i18n = createI18n('en-US', { common: { hello: 'Hello' } }, load);
    await i18n.loadLanguages('fr');
    expect(i18n.hasResourceBundle('fr', 'common')).toBe(false);
    await i18n.loadLanguages('fr');
    expect(i18n.hasResourceBundle('fr', 'common')).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets the last of two quick switches win', async () => {
    // French arrives after German, which was asked for second.
    const load = (locale: string, namespaces: readonly string[]) =>
      new Promise<Record<string, TranslationTree>>((resolve) =>
        setTimeout(
          () => resolve(Object.fromEntries(namespaces.map((ns) => [ns, {}]))),
          locale === 'fr' ? 30 : 0,
        ),
      );
    const i18n = createI18n('en-US', { common: {} }, load);
    await Promise.all([i18n.changeLanguage('fr'), i18n.changeLanguage('de')]);
    expect(i18n.language).toBe('de');
  });
});

describe('formatPageTitle', () => {
  it('is "subtitle - product title"', () => {
    expect(formatPageTitle('Calendar', 'Hostdeck')).toBe('Calendar - Hostdeck');
    expect(formatPageTitle(null, 'Hostdeck')).toBe('Hostdeck');
  });
});
