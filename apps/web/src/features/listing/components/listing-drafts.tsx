import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Progress.css';
import { Button, Card, Group, Modal, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ListingInProgress } from '@hostdeck/contract/home/home.schemas';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { useDeleteUnit } from '@/features/properties/api/unit-actions';
import { showSuccessToast } from '@/shared/ui/toast';

/**
 * The listings a host started and did not finish, each to continue or discard, shown before the
 * choice of a new property: starting again should not leave another empty draft behind.
 */
export function ListingDrafts({ drafts }: { drafts: readonly ListingInProgress[] }) {
  const { t } = useTranslation('listing');
  const remove = useDeleteUnit();
  const [toDiscard, setToDiscard] = useState<ListingInProgress | null>(null);
  const titleOf = (draft: ListingInProgress) => draft.title ?? t('start.untitled');
  if (drafts.length === 0) return null;
  const discard = (draft: ListingInProgress) =>
    remove.mutate(draft.unitId, {
      onSuccess: () => {
        showSuccessToast(t('start.drafts.discarded', { title: titleOf(draft) }));
        setToDiscard(null);
      },
    });
  return (
    <Stack gap="sm" mb="xl" component="section" aria-labelledby="listing-drafts-title">
      <Title order={2} size="h4" id="listing-drafts-title">
        {t('start.drafts.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {drafts.map((draft) => (
          <Card key={draft.unitId} withBorder padding="md">
            <Stack gap="xs">
              <Text fw={600}>{titleOf(draft)}</Text>
              <Text size="sm" c="dimmed">
                {t('start.drafts.progress', { completed: draft.completedSteps, total: draft.totalSteps })}
              </Text>
              <Progress value={draft.progressPercent} aria-hidden="true" />
              <Group gap="xs">
                <Button
                  component={Link}
                  to={`${paths.listing}?propertyId=${encodeURIComponent(draft.propertyId)}&unitId=${encodeURIComponent(draft.unitId)}`}
                  size="xs"
                  aria-label={t('start.drafts.continueLabel', { title: titleOf(draft) })}
                >
                  {t('start.drafts.continue')}
                </Button>
                <Button
                  variant="subtle"
                  // Plain "red": a subtle button's text is red-9 (AA on white); a shade like "red.9"
                  // is capped at red-6 by the kit, which fails contrast.
                  color="red"
                  size="xs"
                  onClick={() => setToDiscard(draft)}
                  aria-label={t('start.drafts.discardLabel', { title: titleOf(draft) })}
                >
                  {t('start.drafts.discard')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Modal
        opened={toDiscard !== null}
        onClose={() => setToDiscard(null)}
        title={t('start.drafts.confirmTitle')}
        centered
      >
        <Text size="sm">
          {t('start.drafts.confirmDescription', { title: toDiscard ? titleOf(toDiscard) : '' })}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setToDiscard(null)} disabled={remove.isPending}>
            {t('start.drafts.cancel')}
          </Button>
          <Button color="red.9" loading={remove.isPending} onClick={() => toDiscard && discard(toDiscard)}>
            {t('start.drafts.confirmAction')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
