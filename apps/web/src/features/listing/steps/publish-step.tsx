import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { isUnitPublishable } from '@hostdeck/contract/properties/properties.rules';
import type { ListingStepName } from '@hostdeck/contract/listing/listing.schemas';
import { listingStepNameSchema } from '@hostdeck/contract/listing/listing.schemas';
import { unitErrorCodes } from '@hostdeck/contract/units/units.errors';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormFrame, useHeadingOrder } from '@/shared/forms/form-frame';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { isApiError } from '@/shared/api/api-error';
import { usePublishUnit } from '@/features/properties/api/unit-actions';
import { listingProgressQueryOptions } from '../api/listing-progress';
import type { ListingStepProps } from '../listing-step.types';
import { listingStateOf } from '../use-listing-unit';
import { ListingSummary } from '../components/listing-summary';
import { queryKeys } from '@/shared/api/query-keys';

/** The steps a 409 `units.listingIncomplete` names in its field errors. */
function stepsFromRefusal(error: unknown): ListingStepName[] | null {
  if (!isApiError(error) || error.code !== unitErrorCodes.listingIncomplete) return null;
  return error.fieldErrors.flatMap((fieldError) => {
    const step = listingStepNameSchema.safeParse(fieldError.field);
    return step.success ? [step.data] : [];
  });
}

/** The last page: a summary, what is still missing, and Publish. */
export function PublishStep({ flowType, property, unit, user }: ListingStepProps) {
  const { t } = useTranslation('listing');
  const headings = useHeadingOrder();
  const navigate = useNavigate();
  const frame = useFormFrame();
  const id = unit.propertyUnitPublicId;
  const progress = useQuery(listingProgressQueryOptions(id));
  const publish = usePublishUnit();
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState<ListingStepName[] | null>(null);
  const state = listingStateOf(property, unit, user, progress.data?.completedSteps ?? []);
  // Until the progress is in, nothing is listed as missing and Publish waits.
  const missing = refused ?? (progress.data ? state.missingSteps : []);
  // Publish is the server's to offer (unit.availableActions); the alert below names the one reason
  // an unfinished unit is held back, its registration number.
  const publishable = unit.availableActions.includes('publish');
  const registrationInvalid = !isUnitPublishable(id, unit.invalidFields);

  const onPublish = async () => {
    try {
      const published = await publish.mutateAsync(id);
      // The cached unit still said IN_PROGRESS, and the completed page sends an unpublished unit back
      // to its listing: it gets the published unit now (the layout sends a published unit's publish
      // page to the completed page too, so whichever renders first, the host lands there).
      queryClient.setQueryData(queryKeys.units.unit(id), published.unit);
      void navigate(paths.listingCompleted(property.id, id));
    } catch (error) {
      const steps = stepsFromRefusal(error);
      if (steps) setRefused(steps);
    }
  };

  return (
    <Stack gap="md">
      <Title order={headings.page} size="h3">
        {t('publish.heading')}
      </Title>
      <Text>{t('publish.description')}</Text>
      <ListingSummary
        property={property}
        unit={unit}
        locale={user.locale}
        editPath={(page) =>
          state.visibleSteps.some((step) => step.name === page)
            ? paths.listingFlow(flowType, property.id, id, page)
            : null
        }
      />
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
      {registrationInvalid ? <Alert color="red">{t('publish.registrationInvalid')}</Alert> : null}
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
