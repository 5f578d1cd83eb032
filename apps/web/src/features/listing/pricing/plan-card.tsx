import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import { Badge, Card, Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatMoney } from '@/shared/i18n/format';
import type { PlanOffer } from './plan-offers';

/** One plan: its price for its period, the monthly equivalent of longer periods, and what it includes. */
export function PlanCard({ offer }: { offer: PlanOffer }) {
  const { t, i18n } = useTranslation('listingPricing');
  const { plan, months } = offer;
  const money = (amount: number) => formatMoney(amount, plan.price.currency, i18n.language);
  const price =
    plan.periodUnit === 'year' && plan.period === 1
      ? t('plan.perYear', { price: money(plan.price.amount) })
      : t('plan.perMonths', { price: money(plan.price.amount), count: months });
  const included = [
    ...plan.services.map((service) => t(`plan.services.${service}`)),
    ...plan.extras.map((extra) => t(`plan.extras.${extra}`)),
  ];
  return (
    <Card withBorder component="li">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Radio value={plan.id} label={plan.name} description={price} />
          <Badge variant="light" color={offer.billing === 'yearly' ? 'blue' : 'gray'}>
            {t(offer.billing === 'yearly' ? 'plan.billedYearly' : 'plan.billedMonthly')}
          </Badge>
        </Group>
        <Stack gap={4} pl="xl">
          {months > 1 ? (
            <Text size="sm">{t('plan.monthlyEquivalent', { price: money(plan.price.amount / months) })}</Text>
          ) : null}
          <Text size="sm" fw={600}>
            {t('plan.includes')}
          </Text>
          {included.length === 0 ? (
            <Text size="sm">{t('plan.nothingIncluded')}</Text>
          ) : (
            <Stack component="ul" gap={2} m={0} pl="md">
              {included.map((item) => (
                <Text component="li" size="sm" key={item}>
                  {item}
                </Text>
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
