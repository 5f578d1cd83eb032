import type { TranslationTree } from '@hostdeck/contract/public/public.schemas';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n';
import { I18nProvider } from './i18n-provider';
import { useTranslation } from './use-translation';

afterEach(() => vi.restoreAllMocks());

type Trees = Record<string, Record<string, TranslationTree>>;

/** A loader that answers only when the test says so. */
function heldLoader(trees: Trees) {
  const calls: [string, readonly string[]][] = [];
  let release = () => undefined as void;
  const load = (locale: string, namespaces: readonly string[]) => {
    calls.push([locale, namespaces]);
    return new Promise<Record<string, TranslationTree>>((resolve) => {
      release = () => resolve(Object.fromEntries(namespaces.map((ns) => [ns, trees[locale]?.[ns] ?? {}])));
    });
  };
  return { calls, load, release: () => release() };
}

function Title({ renders }: { renders?: (t: unknown) => void }) {
  const { t } = useTranslation(['units', 'calendar']);
  renders?.(t);
  return (
    <h1>
      {t('title')} / {t('calendar:title')}
    </h1>
  );
}

describe('useTranslation', () => {
  it('suspends until its namespaces are in, asking for them in one call', async () => {
    const loader = heldLoader({ 'en-US': { units: { title: 'Units' }, calendar: { title: 'Calendar' } } });
    const i18n = createI18n('en-US', { common: {} }, loader.load);
    render(
      <I18nProvider i18n={i18n}>
        <Suspense fallback={<p>waiting</p>}>
          <Title />
        </Suspense>
      </I18nProvider>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    await vi.waitFor(() => expect(loader.calls).toHaveLength(1));
    await act(async () => loader.release());
    expect(await screen.findByRole('heading', { name: 'Units / Calendar' })).toBeTruthy();
    expect(loader.calls).toEqual([['en-US', ['units', 'calendar']]]);
  });

  it('renders again with a new t when the language changes', async () => {
    const i18n = createI18n(
      'en-US',
      { common: {}, units: { title: 'Units' }, calendar: { title: 'Calendar' } },
      (_locale, namespaces) =>
        Promise.resolve(
          Object.fromEntries(
            namespaces.map((ns) => [ns, { title: ns === 'units' ? 'Unterkünfte' : 'Kalender' }]),
          ),
        ),
    );
    const seen = new Set<unknown>();
    render(
      <I18nProvider i18n={i18n}>
        <Title renders={(t) => seen.add(t)} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Units / Calendar' })).toBeTruthy();
    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByRole('heading', { name: 'Unterkünfte / Kalender' })).toBeTruthy();
    expect(seen.size).toBe(2);
  });

  it('keeps the same t while the language stays, so memos and effects on it hold', () => {
    const i18n = createI18n('en-US', {
      common: {},
      units: { title: 'Units' },
      calendar: { title: 'Calendar' },
    });
    const seen = new Set<unknown>();
    const tree = (key: string) => (
      <I18nProvider i18n={i18n}>
        <Title key={key} renders={(t) => seen.add(t)} />
      </I18nProvider>
    );
    const view = render(tree('a'));
    view.rerender(tree('a'));
    expect(screen.getByRole('heading', { name: 'Units / Calendar' })).toBeTruthy();
    expect(seen.size).toBe(1);
  });

  it('shows a missing key as its key and logs it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const i18n = createI18n('en-US', { common: {}, units: {}, calendar: {} });
    render(
      <I18nProvider i18n={i18n}>
        <Title />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'title / title' })).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('[i18n] missing key "units:title" for en-US');
    expect(warn).toHaveBeenCalledWith('[i18n] missing key "calendar:title" for en-US');
  });

  it('renders the keys instead of waiting forever when a namespace fails to load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const i18n = createI18n('en-US', { common: {} }, () => Promise.reject(new Error('offline')));
    render(
      <I18nProvider i18n={i18n}>
        <Suspense fallback={<p>waiting</p>}>
          <Title />
        </Suspense>
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'title / title' })).toBeTruthy();
  });
});
