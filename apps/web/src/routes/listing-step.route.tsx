import {
  listingStepNames,
  listingSubPageNames,
  type ListingFlowType,
  type ListingPageName,
} from '@hostdeck/contract/listing/listing.schemas';
import { useLocation, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { ListingStepLayout } from '@/features/listing/components/listing-step-layout';

const pageNames: readonly string[] = [...listingStepNames, ...listingSubPageNames];

function flowOf(pathname: string): ListingFlowType {
  return pathname.startsWith('/listing/multi-unit/') ? 'multi-unit' : 'single-unit';
}

/** /listing/{single-unit|multi-unit}/:propertyId/:unitId/{page}; the index resumes (spec §2). */
export function Component() {
  const { propertyId = '', unitId = '' } = useParams();
  const { pathname } = useLocation();
  const flowType = flowOf(pathname);
  const base = paths.listingFlow(flowType, propertyId, unitId);
  const rest = decodeURIComponent(pathname.slice(base.length).replace(/^\/+|\/+$/g, ''));
  const page = pageNames.includes(rest) ? (rest as ListingPageName) : null;
  return <ListingStepLayout flowType={flowType} propertyId={propertyId} unitId={unitId} page={page} />;
}
