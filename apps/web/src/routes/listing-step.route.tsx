import {
  listingStepNames,
  listingSubPageNames,
  type ListingFlowType,
  type ListingPageName,
} from '@hostdeck/contract/listing/listing.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/app/paths';
import { listingProgressQueryOptions } from '@/features/listing/api/listing-progress';
import { ListingStepLayout } from '@/features/listing/components/listing-step-layout';
import { propertyQueryOptions } from '@/features/properties/api/get-property';
import { ensureUnitOfProperty } from '@/features/units/api/get-property-unit';

const pageNames: readonly string[] = [...listingStepNames, ...listingSubPageNames];

function flowOf(pathname: string): ListingFlowType {
  return pathname.startsWith('/listing/multi-unit/') ? 'multi-unit' : 'single-unit';
}

/**
 * The listing's property, unit and progress, in the cache before the first step renders (moving
 * between steps keeps the same parameters, so it runs once per listing); unknown ones are not found.
 */
export async function loader({ params }: LoaderFunctionArgs, queryClient: QueryClient) {
  const propertyId = params.propertyId ?? '';
  const unitId = params.unitId ?? '';
  await Promise.all([
    queryClient.ensureQueryData(propertyQueryOptions(propertyId)),
    ensureUnitOfProperty(queryClient, propertyId, unitId),
    queryClient.ensureQueryData(listingProgressQueryOptions(unitId)),
  ]);
  return null;
}

/** /listing/{single-unit|multi-unit}/:propertyId/:unitId/{page}; the index resumes at the next step. */
export function Component() {
  const { propertyId = '', unitId = '' } = useParams();
  const { pathname } = useLocation();
  const flowType = flowOf(pathname);
  const base = paths.listingFlow(flowType, propertyId, unitId);
  const rest = decodeURIComponent(pathname.slice(base.length).replace(/^\/+|\/+$/g, ''));
  const page = pageNames.includes(rest) ? (rest as ListingPageName) : null;
  return <ListingStepLayout flowType={flowType} propertyId={propertyId} unitId={unitId} page={page} />;
}
