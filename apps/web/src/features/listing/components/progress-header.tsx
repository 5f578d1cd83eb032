import '@mantine/core/styles/Progress.css';
import { Group, Progress, Text } from '@mantine/core';
import type { ListingStepGroup } from '@hostdeck/contract/listing/listing.schemas';
import type { ListingStep } from '@hostdeck/contract/listing/listing-steps';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatPercent } from '@/shared/i18n/format';

interface ProgressHeaderProps {
  visibleSteps: readonly ListingStep[];
  currentGroup: ListingStepGroup;
  progressPercent: number;
}

/** The flow's step groups with the current one marked, and the progress weighted by each step's effort. */
export function ProgressHeader({ visibleSteps, currentGroup, progressPercent }: ProgressHeaderProps) {
  const { t, i18n } = useTranslation('listing');
  const percent = formatPercent(progressPercent, i18n.language);
  const groups = [...new Set(visibleSteps.map((step) => step.group))];
  const label = t('layout.progress', { percent });
  return (
    <nav aria-label={t('layout.groups')}>
      <Group component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {groups.map((group) => (
          <Text
            key={group}
            component="li"
            size="sm"
            fw={group === currentGroup ? 700 : 400}
            c={group === currentGroup ? undefined : 'dimmed'}
            aria-current={group === currentGroup ? 'step' : undefined}
          >
            {t(`groups.${group}`)}
          </Text>
        ))}
      </Group>
      <Group gap="sm" mt="xs" wrap="nowrap">
        <Progress value={progressPercent} aria-label={label} style={{ flex: 1 }} />
        <Text size="sm" aria-hidden="true">
          {t('layout.percent', { percent })}
        </Text>
      </Group>
    </nav>
  );
}
