import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import { Modal, Radio, Stack, Text } from '@mantine/core';
import { appLocales, type AppLocale } from '@hostdeck/contract/i18n/locale.schemas';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { showFailureToast } from '@/shared/ui/toast';
import { useChooseLocale } from '../hooks/use-choose-locale';

/** A language's name in that language ("Deutsch", "hrvatski"), capitalised as a list item. */
export function nativeLanguageName(locale: AppLocale): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

interface LanguageModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The account menu's "Language and region": every language we offer, each named in itself so a
 * host who cannot read the current one still finds theirs. Choosing one applies it at once.
 */
export function LanguageModal({ opened, onClose }: LanguageModalProps) {
  const { t } = useTranslation('shell');
  const { locale, choose } = useChooseLocale();
  const [pending, setPending] = useState<AppLocale | null>(null);
  const pick = async (value: string) => {
    const next = appLocales.find((candidate) => candidate === value);
    if (!next) return;
    setPending(next);
    try {
      await choose(next);
      onClose();
    } catch {
      showFailureToast(t('language.failed'));
    } finally {
      setPending(null);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('language.title')} centered>
      <Radio.Group
        value={pending ?? locale}
        onChange={(value) => void pick(value)}
        label={t('language.label')}
      >
        <Stack gap="xs" mt="sm">
          {appLocales.map((option) => (
            <Radio key={option} value={option} label={nativeLanguageName(option)} lang={option} />
          ))}
        </Stack>
      </Radio.Group>
      <Text size="xs" c="dimmed" mt="md">
        {t('language.hint')}
      </Text>
    </Modal>
  );
}
