import { Badge, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';

export interface ReservationLayoutProps {
  /** What kind of reservation this is, above the guest's name. */
  kicker: string;
  /** The guest's name: what a host recognises a reservation by. */
  title: string;
  status: { label: string; color: string };
  /** The answers the host can still give; none once the reservation is settled. */
  actions?: ReactNode;
  /** Deadlines and what has happened, right under the heading where they are read first. */
  notices?: ReactNode;
  /** The sections, two columns from tablet width up. */
  children: ReactNode;
  /** Whole-width content under the sections. */
  footer?: ReactNode;
}

/** The frame every reservation detail page shares. */
export function ReservationLayout(props: ReservationLayoutProps) {
  const { t } = useTranslation('reservationDetails');
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={6} miw={0}>
            <Text size="sm" c="dimmed">
              {props.kicker}
            </Text>
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {props.title}
            </Title>
            <Group gap="xs">
              <Badge color={props.status.color} variant="light" radius="sm">
                {props.status.label}
              </Badge>
            </Group>
          </Stack>
          {props.actions ? (
            <Group gap="sm" role="group" aria-label={t('actions.label')}>
              {props.actions}
            </Group>
          ) : null}
        </Group>
        {props.notices}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {props.children}
        </SimpleGrid>
        {props.footer}
      </Stack>
    </Container>
  );
}
