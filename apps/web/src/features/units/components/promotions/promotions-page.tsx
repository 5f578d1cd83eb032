import '@mantine/core/styles/Divider.css';
import { Badge, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { showSuccessToast } from '@/shared/ui/toast';
import type { Promotion } from '@hostdeck/contract/promotions/promotions.schemas';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatPercent } from '@/shared/i18n/format';
import { FormFrameContext, useHeadingOrder } from '@/shared/forms/form-frame';
import { usePromotions, usePromotionsConfiguration, useSavePromotion } from '../../api/promotions';
import { QueryState } from '@/shared/ui/query-state';
import { PromotionCreateForm } from './promotion-create-form';

/** Promotions: list, create, activate and deactivate (status ACTIVE / INACTIVE). */
export function PromotionsPage({ unitId }: { unitId: string }) {
  const { t, i18n } = useTranslation('units');
  const headings = useHeadingOrder();
  const promotions = usePromotions(unitId);
  const configuration = usePromotionsConfiguration(unitId);
  const save = useSavePromotion(unitId);
  if (!promotions.data || !configuration.data) {
    return (
      <QueryState
        isError={promotions.isError || configuration.isError}
        onRetry={() => {
          void promotions.refetch();
          void configuration.refetch();
        }}
      />
    );
  }
  const items = promotions.data.items;
  const toggle = (promotion: Promotion) => {
    const enabled = promotion.status !== 'ACTIVE';
    save.mutate(
      { type: promotion.type, state: { ...promotion.state, enabled } },
      {
        onSuccess: () => showSuccessToast(t(enabled ? 'promotions.activated' : 'promotions.deactivated')),
      },
    );
  };
  const freeTypes = configuration.data.types.filter((type) => !items.some((item) => item.type === type.type));
  return (
    <Stack gap="lg">
      <Title order={headings.page} size="h3">
        {t('promotions.title')}
      </Title>
      <Text c="dimmed">{t('promotions.description')}</Text>
      {items.length === 0 ? <Text>{t('promotions.empty')}</Text> : null}
      <Stack
        component="ul"
        aria-label={t('promotions.listLabel')}
        gap="sm"
        p={0}
        style={{ listStyle: 'none' }}
      >
        {items.map((promotion) => (
          <Card component="li" key={promotion.type} withBorder>
            <Group justify="space-between">
              <Stack gap={2}>
                <Text fw={600}>{t(`promotions.types.${promotion.type}`)}</Text>
                <Text size="sm">
                  {t('promotions.discount', {
                    percent: formatPercent(promotion.state.discountPercent, i18n.language),
                  })}
                </Text>
              </Stack>
              <Group>
                <Badge color={promotion.status === 'ACTIVE' ? 'green' : 'gray'} variant="light">
                  {t(`promotions.status.${promotion.status}`)}
                </Badge>
                <Button
                  variant="light"
                  onClick={() => toggle(promotion)}
                  loading={save.isPending && save.variables?.type === promotion.type}
                  aria-label={`${t(promotion.status === 'ACTIVE' ? 'promotions.deactivate' : 'promotions.activate')} ${t(`promotions.types.${promotion.type}`)}`}
                >
                  {t(promotion.status === 'ACTIVE' ? 'promotions.deactivate' : 'promotions.activate')}
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
      <Divider />
      {/* Creating a promotion is its own save that stays on the page, also inside the listing flow. */}
      <FormFrameContext.Provider value={null}>
        <PromotionCreateForm unitId={unitId} types={freeTypes} />
      </FormFrameContext.Provider>
    </Stack>
  );
}
