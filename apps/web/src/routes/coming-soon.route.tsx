import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useMatches } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/app/paths';

export interface ComingSoonHandle {
  /** Key under `placeholders:sections`. */
  section?: string;
}

/**
 * The one page for every route whose feature a later release brings: it names the section and
 * says so, with a way home. No made-up data.
 */
function ComingSoonPage() {
  const { t } = useTranslation('placeholders');
  const matches = useMatches();
  const section = [...matches]
    .reverse()
    .find((match) => (match.handle as ComingSoonHandle | undefined)?.section)?.handle as
    ComingSoonHandle | undefined;
  return (
    <Stack
      component="section"
      gap="sm"
      py="xl"
      px="md"
      maw={640}
      mx="auto"
      aria-labelledby="coming-soon-title"
    >
      <Title order={1} id="coming-soon-title">
        {section?.section ? t(`sections.${section.section}`) : t('comingSoon.description')}
      </Title>
      <Text>{t('comingSoon.description')}</Text>
      <Anchor component={Link} to={paths.frontDoor}>
        {t('comingSoon.backHome')}
      </Anchor>
    </Stack>
  );
}

export const Component = ComingSoonPage;
