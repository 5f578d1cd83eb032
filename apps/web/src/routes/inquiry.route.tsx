import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { inquiryQueryOptions, useInquiry } from '@/features/reservation-details/api/get-inquiry';
import { inquiryOverlapsQueryOptions } from '@/features/reservation-details/api/get-inquiry-overlaps';
import { InquiryPage } from '@/features/reservation-details/components/pages/inquiry-page';
import { ReservationLoadState } from '@/features/reservation-details/components/pages/reservation-load-state';

/**
 * Loads the inquiry before the page renders (a 404 is not found) and asks for what overlaps it at
 * the same time; that list is not waited for, and a failure of it stays inside its own section.
 */
export async function loader({ params }: LoaderFunctionArgs, queryClient: QueryClient) {
  const id = params.inquiryId ?? '';
  void queryClient.prefetchQuery(inquiryOverlapsQueryOptions(id, 1));
  await queryClient.ensureQueryData(inquiryQueryOptions(id));
  return null;
}

/** /inquiries/:inquiryId */
export function Component() {
  const { inquiryId = '' } = useParams();
  const inquiry = useInquiry(inquiryId);
  if (inquiry.isError || !inquiry.data) {
    return (
      <ReservationLoadState
        isError={inquiry.isError}
        retrying={inquiry.isFetching}
        onRetry={() => void inquiry.refetch()}
      />
    );
  }
  return <InquiryPage inquiry={inquiry.data} />;
}
