import { Link } from 'react-router';
import { isComingSoonPath } from '@/app/coming-soon';
import { PlainCard } from '@/shared/ui/plain/plain-card';
import { SoonBadge } from '@/shared/ui/soon-badge';
import classes from './summary-card.module.css';
import { PlainText } from '@/shared/ui/plain/plain-text';
import { PlainStack } from '@/shared/ui/plain/plain-stack';
import { PlainGroup } from '@/shared/ui/plain/plain-group';
import { PlainAnchor } from '@/shared/ui/plain/plain-anchor';

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
      <PlainStack gap={6} h="100%">
        <PlainText size="sm" fw={600} c="dimmed" component="h2" className={classes.label}>
          {label}
        </PlainText>
        <PlainText className={classes.count} data-highlight={highlight || undefined}>
          {count}
        </PlainText>
        <PlainText size="sm" c="dimmed">
          {description}
        </PlainText>
        {to ? (
          <PlainGroup mt="auto" pt="xs" gap="xs">
            <PlainAnchor component={Link} to={to} size="sm" fw={600}>
              {linkLabel}
              <SoonBadge comingSoon={isComingSoonPath(to)} compact />
            </PlainAnchor>
          </PlainGroup>
        ) : null}
      </PlainStack>
    </PlainCard>
  );
}
