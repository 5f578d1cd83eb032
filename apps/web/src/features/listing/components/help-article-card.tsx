import { Group, Paper, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { KnowledgeArticle } from '@hostdeck/contract/help/help.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { HelpArticleIcon } from './help-article-icon';

/** One article of the help dropdown: icon, title, read time; opens in a new tab. */
export function HelpArticleCard({ article }: { article: KnowledgeArticle }) {
  const { t } = useTranslation('listing');
  return (
    <UnstyledButton component="a" href={article.url} target="_blank" rel="noopener noreferrer" w="100%">
      <Paper withBorder p="xs" radius="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <HelpArticleIcon icon={article.icon} />
          <div>
            <Text size="sm" fw={600}>
              {article.title}
              <VisuallyHidden> {t('help.newTab')}</VisuallyHidden>
            </Text>
            <Text size="xs" c="dimmed">
              {t('help.readTime', { count: article.timeToRead || 1 })}
            </Text>
          </div>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
