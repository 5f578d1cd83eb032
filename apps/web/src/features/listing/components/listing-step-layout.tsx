import { listingStepHelpContext } from '@hostdeck/contract/listing/listing-links.rules';
import type { ListingFlowType, ListingPageName } from '@hostdeck/contract/listing/listing.schemas';
import { listingStepPath } from '@hostdeck/contract/listing/listing-flow.rules';
import { Navigate } from 'react-router';
import { paths } from '@/app/paths';
import { FailedToLoadPage } from '@/features/errors/components/failed-to-load-page';
import { NotFoundPage } from '@/features/errors/components/not-found-page';
import { isPageVisible, stepOfPage } from '../listing-navigation.rules';
import { useListingUnit } from '../use-listing-unit';
import { ListingFrame } from './listing-top-bar';
import { ListingStepView } from './listing-step-view';
import { StepSkeleton } from './step-skeleton';

export interface ListingStepLayoutProps {
  flowType: ListingFlowType;
  propertyId: string;
  unitId: string;
  /** null: the flow's index, which resumes at the next step. */
  page: ListingPageName | null;
}

/**
 * /listing/{flow}/{propertyId}/{unitId}/{page}: loads the listing, then sends a hidden
 * page to the next step, a finished unit to its settings and a wrong flow to the right one.
 */
export function ListingStepLayout({ flowType, propertyId, unitId, page }: ListingStepLayoutProps) {
  const load = useListingUnit(propertyId, unitId);
  if (load.status === 'notFound') return <NotFoundPage />;
  if (load.status === 'notInProgress') {
    // Its publish page once it is published: the page saying what happens next.
    const to =
      page === 'publish' ? paths.listingCompleted(propertyId, unitId) : paths.unit(propertyId, unitId);
    return <Navigate to={to} replace />;
  }
  if (load.status === 'error') return <FailedToLoadPage onRetry={load.retry} />;
  if (load.status === 'loading') {
    const context = page ? listingStepHelpContext(stepOfPage(flowType, page)) : null;
    return (
      <ListingFrame help={{ context }}>
        <StepSkeleton />
      </ListingFrame>
    );
  }
  const { state } = load;
  if (page === null || !isPageVisible(state, page)) {
    return (
      <Navigate to={listingStepPath(state.flow.type, propertyId, unitId, state.nextStep.name)} replace />
    );
  }
  if (state.flow.type !== flowType) {
    return <Navigate to={paths.listingFlow(state.flow.type, propertyId, unitId, page)} replace />;
  }
  return <ListingStepView data={load} page={page} />;
}
