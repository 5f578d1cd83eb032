import { Button, Stack, Text } from '@mantine/core';
import { listingStepHelpContext } from '@hostdeck/contract/listing/listing-links.rules';
import type { ListingPageName, ListingStepName } from '@hostdeck/contract/listing/listing.schemas';
import { Suspense, useCallback, useMemo, useRef } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { FormFrameContext, type FormFrame } from '@/shared/forms/form-frame';
// The flow's steps are choice and number forms: the frame brings their inputs (the form-inputs
// chunk, apps/web/vite.config.ts) as it brings the form stack, so a step opened directly adds only
// its own form (`node scripts/measure-route-chunks.mjs --listing`).
import '@/shared/forms/number-field';
import { usePutListingProgress } from '../api/listing-progress';
import {
  canSkipPage,
  completionPlan,
  nextPage,
  previousPage,
  stepOfPage,
  withCompleted,
} from '../listing-navigation.rules';
import { stepPages } from '../steps/step-registry';
import type { ListingUnitData } from '../use-listing-unit';
import { StepSkeleton } from './step-skeleton';
import { ListingFrame } from './listing-top-bar';
import { ProgressHeader } from './progress-header';

interface ListingStepViewProps {
  data: ListingUnitData;
  page: ListingPageName;
}

/** One visible page of a listing: progress, the page's form in a "Save and continue" frame, back and skip. */
export function ListingStepView({ data, page }: ListingStepViewProps) {
  const { t } = useTranslation('listing');
  const navigate = useNavigate();
  const location = useLocation();
  const { property, unit, user, state, completedSteps } = data;
  const flowType = state.flow.type;
  const propertyId = property.id;
  const unitId = data.unitId;
  const put = usePutListingProgress(unitId);
  const pathOf = useCallback(
    (target: ListingPageName) => paths.listingFlow(flowType, propertyId, unitId, target),
    [flowType, propertyId, unitId],
  );

  // The steps being saved reset on every route change. Keyed by the location, read in the
  // save handler, so a second click on the same page cannot record (and navigate) twice.
  const transitioning = useRef<{ key: string; steps: Set<ListingStepName> }>({ key: '', steps: new Set() });
  const locationKey = location.key;

  const frame = useMemo<FormFrame>(() => {
    const complete = async () => {
      const plan = completionPlan(state, page);
      if (plan.record) {
        if (transitioning.current.key !== locationKey) {
          transitioning.current = { key: locationKey, steps: new Set() };
        }
        const steps = transitioning.current.steps;
        if (steps.has(plan.record)) return;
        steps.add(plan.record);
        try {
          await put.mutateAsync(withCompleted(completedSteps, plan.record));
        } catch (error) {
          steps.delete(plan.record);
          throw error;
        }
      }
      void navigate(pathOf(plan.goTo));
    };
    const back = previousPage(state, page);
    const actions = (
      <>
        {back ? (
          <Button component={Link} to={pathOf(back)} variant="default">
            {t('layout.back')}
          </Button>
        ) : null}
        {canSkipPage(state, page) ? (
          <Button component={Link} to={pathOf(nextPage(state, page))} variant="subtle">
            {t('layout.skip')}
          </Button>
        ) : null}
      </>
    );
    return { submitLabel: t('layout.saveAndContinue'), requireDirty: false, onSaved: complete, actions };
  }, [state, page, completedSteps, put, navigate, t, pathOf, locationKey]);

  const StepPage = stepPages[page];
  const currentStep = state.visibleSteps.find((step) => step.name === stepOfPage(flowType, page));
  return (
    <ListingFrame help={{ context: listingStepHelpContext(stepOfPage(flowType, page)) }}>
      <Stack gap="lg">
        <ProgressHeader
          visibleSteps={state.visibleSteps}
          currentGroup={currentStep?.group ?? state.nextStep.group}
          progressPercent={state.progressPercent}
        />
        {/* The page's own title is the h1 (useHeadingOrder); this line says where the host is. */}
        <Text fw={600} c="dimmed" size="sm">
          {t('layout.stepOf', {
            number: Math.max(1, state.visibleSteps.indexOf(currentStep ?? state.nextStep) + 1),
            total: state.visibleSteps.length,
            name: t(`steps.${page}`),
          })}
        </Text>
        <FormFrameContext.Provider value={frame}>
          <Suspense fallback={<StepSkeleton />}>
            <StepPage
              flowType={flowType}
              page={page}
              property={property}
              unit={unit}
              user={user}
              complete={() => Promise.resolve(frame.onSaved())}
              goTo={(target) => void navigate(pathOf(target))}
            />
          </Suspense>
        </FormFrameContext.Provider>
      </Stack>
    </ListingFrame>
  );
}
