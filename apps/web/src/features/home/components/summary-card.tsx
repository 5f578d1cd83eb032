import '@mantine/core/styles/Anchor.css';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { isComingSoonPath } from '@/app/coming-soon';
import { PlainCard } from '@/shared/ui/plain/plain-card';
import { SoonBadge } from '@/shared/ui/soon-badge';
import classes from './summary-card.module.css';

interface SummaryCardProps {
  label: string;
  count: number;
  description: string;
  linkLabel: string;
  to: string | null;
  /** Something waits for the host: the number takes the accent colour. */
  highlight: boolean;
}

/** One number the host acts on, with where to act on it. */
export function SummaryCard({ label, count, description, linkLabel, to, highlight }: SummaryCardProps) {
  return (
    <PlainCard withBorder radius="lg" padding="lg" className={classes.card}>
      <Stack gap={6} h="100%">
        <Text size="sm" fw={600} c="dimmed" component="h2" className={classes.label}>
          {label}
        </Text>
        <Text className={classes.count} data-highlight={highlight || undefined}>
          {count}
        </Text>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        {to ? (
          <Group mt="auto" pt="xs" gap="xs">
            <Anchor component={Link} to={to} size="sm" fw={600}>
              {linkLabel}
              <SoonBadge comingSoon={isComingSoonPath(to)} compact />
            </Anchor>
          </Group>
        ) : null}
      </Stack>
    </PlainCard>
  );
}
