import { ActionIcon, Anchor, Button, Group, Loader, Popover, Stack, Text } from '@mantine/core';
import { HELP_DROPDOWN_MAX_HEIGHT_PX, HELP_DROPDOWN_WIDTH_PX } from '@hostdeck/contract/constants';
import type { HelpContext } from '@hostdeck/contract/help/help.schemas';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useAppSettings } from '@/app/startup/startup-context';
import { HelpIcon } from '@/shared/ui/icons';
import { useKnowledgeArticles } from '../api/knowledge-articles';
import { HelpArticleCard } from './help-article-card';

/**
 * The listing's help dropdown (375 wide, at most 800 high): articles for the current step.
 * The contact-support button and its modal belong to the help feature and are not here yet.
 */
export function HelpDropdown({ context }: { context: HelpContext | null }) {
  const { t } = useTranslation('listing');
  const [opened, setOpened] = useState(false);
  const settings = useAppSettings();
  const articles = useKnowledgeArticles(context, opened);
  const helpCenter = settings.helpCenterUrls.helpCenter;
  const whatsapp = articles.data?.whatsappNumber ?? settings.whatsappNumber;
  const items = articles.data?.knowledgeArticles.items ?? [];
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={HELP_DROPDOWN_WIDTH_PX}
      position="bottom-end"
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('help.open')}
          aria-expanded={opened}
          onClick={() => setOpened((value) => !value)}
        >
          <HelpIcon />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown
        role="dialog"
        aria-label={t('help.title')}
        style={{ maxHeight: HELP_DROPDOWN_MAX_HEIGHT_PX, overflowY: 'auto', maxWidth: 'calc(100vw - 16px)' }}
      >
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700} component="h2" size="md" m={0}>
              {t('help.title')}
            </Text>
            {helpCenter ? (
              <Anchor href={helpCenter} target="_blank" rel="noopener noreferrer" size="sm">
                {t('help.viewAll')}
              </Anchor>
            ) : null}
          </Group>
          {articles.isPending ? <Loader size="sm" aria-label={t('help.loading')} /> : null}
          {articles.isError ? (
            <Group justify="space-between" role="alert">
              <Text size="sm">{t('help.error')}</Text>
              <Button variant="subtle" size="xs" onClick={() => void articles.refetch()}>
                {t('help.retry')}
              </Button>
            </Group>
          ) : null}
          {articles.isSuccess && items.length === 0 ? (
            <Text size="sm">
              {t('help.none')}{' '}
              {helpCenter ? (
                <Anchor href={helpCenter} target="_blank" rel="noopener noreferrer">
                  {t('help.exploreMore')}
                </Anchor>
              ) : null}
            </Text>
          ) : null}
          {items.length > 0 ? (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {items.map((article) => (
                <li key={article.articleId}>
                  <HelpArticleCard article={article} />
                </li>
              ))}
            </Stack>
          ) : null}
          {whatsapp ? (
            <Button
              component="a"
              href={`https://wa.me/${whatsapp.replace(/\D/g, '')}`}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
            >
              {t('help.messagingApp')}
            </Button>
          ) : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
