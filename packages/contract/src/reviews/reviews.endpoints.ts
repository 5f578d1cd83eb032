import { defineEndpoint } from '../http/endpoint';
import { reviewIdParamsSchema, unitIdParamsSchema } from '../http/params.schemas';
import { unitErrorCodes } from '../units/units.errors';
import {
  newReviewsSchema,
  replyToReviewBodySchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewRatingSchema,
  reviewSchema,
} from './reviews.schemas';

// The review calls
export const getReviews = defineEndpoint({
  method: 'GET',
  path: '/api/app/reviews/:unitId',
  access: 'host',
  shape: 'designed',
  summary: "A unit's reviews, newest first, paginated.",
  params: unitIdParamsSchema,
  query: reviewListQuerySchema,
  response: reviewListResponseSchema,
  errors: [unitErrorCodes.notFound],
});

export const replyToReview = defineEndpoint({
  method: 'POST',
  path: '/api/app/reviews/reply/:reviewId',
  access: 'host',
  shape: 'spec',
  summary: 'Save the host reply to a review; answers the updated review.',
  params: reviewIdParamsSchema,
  body: replyToReviewBodySchema,
  response: reviewSchema,
});

export const getReviewRating = defineEndpoint({
  method: 'GET',
  path: '/api/app/reviews/rating/:unitId',
  access: 'host',
  shape: 'designed',
  summary: "A unit's average rating and its distribution.",
  params: unitIdParamsSchema,
  response: reviewRatingSchema,
  errors: [unitErrorCodes.notFound],
});

export const getNewReviews = defineEndpoint({
  method: 'GET',
  path: '/api/app/reviews/new',
  access: 'host',
  shape: 'designed',
  summary: 'Units with new reviews.',
  response: newReviewsSchema,
});

export const markReviewsSeen = defineEndpoint({
  method: 'PUT',
  path: '/api/app/reviews/new/:unitId',
  access: 'host',
  shape: 'designed',
  summary: "Mark a unit's new reviews seen; answers the remaining units.",
  params: unitIdParamsSchema,
  response: newReviewsSchema,
  errors: [unitErrorCodes.notFound],
});
