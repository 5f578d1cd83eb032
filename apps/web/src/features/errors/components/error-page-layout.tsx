import { Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './error-page-layout.module.css';

interface ErrorPageLayoutProps {
  /** A large code shown above the title ("404"), decorative. */
  code?: string;
  title: string;
  description: string;
  /** Extra text under the description (the 500 page's error code line). */
  detail?: ReactNode;
  actions: ReactNode;
}

/** The calm centred layout the 404, 500 and failed-to-load pages share. */
export function ErrorPageLayout({ code, title, description, detail, actions }: ErrorPageLayoutProps) {
  return (
    <Center className={classes.root}>
      <Stack align="center" gap="md" maw={520} ta="center">
        {code ? (
          <Text className={classes.code} aria-hidden="true">
            {code}
          </Text>
        ) : null}
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="lg">
          {description}
        </Text>
        {detail}
        <div className={classes.actions}>{actions}</div>
      </Stack>
    </Center>
  );
}
