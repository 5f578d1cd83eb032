import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/shared/api/query-keys';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { makeUserInfo } from '@/shared/ui/testing/fixtures';
import { spyOnToasts } from '@/shared/ui/testing/toast-spy';
import { LanguageModal, nativeLanguageName } from './language-modal';

afterEach(() => vi.unstubAllGlobals());

describe('LanguageModal', () => {
  it('names every language in itself', () => {
    expect(
      ['de', 'de-CH', 'en-GB', 'fr', 'hr', 'pt'].map((locale) => nativeLanguageName(locale as never)),
    ).toEqual(['Deutsch', 'Schweizer Hochdeutsch', 'British English', 'Français', 'Hrvatski', 'Português']);
  });

  it('switches at once and stores the choice on the account', async () => {
    const saved: unknown[] = [];
    const info = makeUserInfo({ locale: 'en-US' });
    mockApi({
      'PATCH /api/app/user/info': ({ init }: { init: RequestInit | undefined }) => {
        const body = JSON.parse(String(init?.body)) as { locale: string };
        saved.push(body);
        return { ...info, locale: body.locale };
      },
    });
    const switchLocale = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    const { queryClient } = await renderUi(<LanguageModal opened onClose={onClose} />, {
      userInfo: info,
      startup: { switchLocale },
    });
    const radios = await screen.findAllByRole('radio');
    expect(radios).toHaveLength(10);
    fireEvent.click(screen.getByRole('radio', { name: 'Hrvatski' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(switchLocale).toHaveBeenCalledWith('hr');
    await waitFor(() => expect(saved).toEqual([{ locale: 'hr' }]));
    await waitFor(() =>
      expect(queryClient.getQueryData<{ locale: string }>(queryKeys.user.info())?.locale).toBe('hr'),
    );
  });

  it('does not change the account of a host that staff act as', async () => {
    const fetchMock = mockApi({});
    const switchLocale = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    await renderUi(<LanguageModal opened onClose={onClose} />, {
      userInfo: makeUserInfo({ isImpersonating: true }),
      startup: { switchLocale },
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Français' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(switchLocale).toHaveBeenCalledWith('fr');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toEqual([]);
  });

  it('says so when the language cannot be loaded, and keeps the dialog open', async () => {
    mockApi({});
    const toast = spyOnToasts();
    const switchLocale = vi.fn(() => Promise.reject(new Error('offline')));
    const onClose = vi.fn();
    await renderUi(<LanguageModal opened onClose={onClose} />, {
      userInfo: makeUserInfo(),
      startup: { switchLocale },
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Italiano' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          message: 'This language could not be loaded. Check your connection and try again.',
        }),
      ),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
