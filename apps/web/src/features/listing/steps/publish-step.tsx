import '@mantine/core/styles/Image.css';
import { Alert, Anchor, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { isUnitPublishable } from '@hostdeck/contract/properties/properties.rules';
import type { ListingStepName } from '@hostdeck/contract/listing/listing.schemas';
import { listingStepNameSchema } from '@hostdeck/contract/listing/listing.schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormFrame } from '@/features/units/components/form/form-frame';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { isApiError } from '@/shared/api/api-error';
import { usePublishUnit } from '@/features/properties/api/unit-actions';
import { listingProgressQueryOptions } from '../api/listing-progress';
import type { ListingStepProps } from '../listing-step.types';
import { listingStateOf } from '../use-listing-unit';

/** The steps a 409 `units.listingIncomplete` names in its field errors. */
function stepsFromRefusal(error: unknown): ListingStepName[] | null {
  if (!isApiError(error) || error.code !== 'units.listingIncomplete') return null;
  return error.fieldErrors.flatMap((fieldError) => {
    const step = listingStepNameSchema.safeParse(fieldError.field);
    return step.success ? [step.data] : [];
  });
}

/** The last page (spec §2 "Publish"): a summary, what is still missing, and Publish. */
export function PublishStep({ flowType, property, unit, user }: ListingStepProps) {
  const { t } = useTranslation('listing');
  const navigate = useNavigate();
  const frame = useFormFrame();
  // The unit schema carries no id of its own: the listing route names it.
  const { unitId: id = '' } = useParams();
  const progress = useQuery(listingProgressQueryOptions(id));
  const publish = usePublishUnit();
  const [refused, setRefused] = useState<ListingStepName[] | null>(null);
  const state = listingStateOf(property, unit, user, progress.data?.completedSteps ?? []);
  // Until the progress is in, nothing is listed as missing and Publish waits.
  const missing = refused ?? (progress.data ? state.missingSteps : []);
  const publishable = isUnitPublishable(id, property.invalidFields);

  const onPublish = async () => {
    try {
      await publish.mutateAsync(id);
      void navigate(paths.listingCompleted(property.id, id));
    } catch (error) {
      const steps = stepsFromRefusal(error);
      if (steps) setRefused(steps);
    }
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('publish.heading')}
      </Title>
      <Text>{t('publish.description')}</Text>
      <Card withBorder>
        <Group wrap="nowrap" align="flex-start">
          {unit.thumbnail ? <Image src={unit.thumbnail} alt="" w={96} h={72} radius="sm" /> : null}
          <div>
            <Text fw={700}>{unit.title ?? property.title ?? t('publish.untitled')}</Text>
            {unit.price.nightly !== null ? (
              <Text size="sm">
                {t('publish.price', {
                  price: new Intl.NumberFormat(user.locale, {
                    style: 'currency',
                    currency: unit.price.currency,
                  }).format(unit.price.nightly),
                })}
              </Text>
            ) : null}
          </div>
        </Group>
      </Card>
      {missing.length > 0 ? (
        <Alert color="yellow" title={t('publish.missingTitle')}>
          <ul>
            {missing.map((step) => (
              <li key={step}>
                <Anchor component={Link} to={paths.listingFlow(flowType, property.id, id, step)}>
                  {t(`steps.${step}`)}
                </Anchor>
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {!publishable ? <Alert color="red">{t('publish.registrationInvalid')}</Alert> : null}
      <Group justify="flex-end">
        {frame?.actions}
        <Button
          onClick={() => void onPublish()}
          loading={publish.isPending}
          disabled={missing.length > 0 || !publishable || !progress.data}
        >
          {t('publish.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
