import { defineEndpoint } from '../http/endpoint';
import { unitIdParamsSchema } from '../http/params.schemas';
import { unitErrorCodes } from '../units/units.errors';
import {
  earningsSchema,
  insightsPeriodQuerySchema,
  insightsQuerySchema,
  insightsSeriesSchema,
  insightsTotalsQuerySchema,
  insightsTotalsSchema,
  occupancySchema,
  performanceSchema,
} from './insights.schemas';

// The insight calls
export const getInsights = defineEndpoint({
  method: 'GET',
  path: '/api/app/v2/insights',
  access: 'host',
  shape: 'designed',
  summary: 'One metric as a time series (default impressions per day).',
  query: insightsQuerySchema,
  response: insightsSeriesSchema,
});

export const getInsightsTotals = defineEndpoint({
  method: 'GET',
  path: '/api/app/insights-totals',
  access: 'host',
  shape: 'designed',
  summary: 'Totals of every metric over a period.',
  query: insightsTotalsQuerySchema,
  response: insightsTotalsSchema,
});

export const getUserEarnings = defineEndpoint({
  method: 'GET',
  path: '/api/app/v1/insights/user/earnings',
  access: 'host',
  shape: 'designed',
  summary: "Earnings over all the host's units for a period.",
  query: insightsPeriodQuerySchema,
  response: earningsSchema,
});

export const getUserOccupancy = defineEndpoint({
  method: 'GET',
  path: '/api/app/v1/insights/user/occupancy',
  access: 'host',
  shape: 'designed',
  summary: "Occupancy over all the host's units for a period.",
  query: insightsPeriodQuerySchema,
  response: occupancySchema,
});

export const getUserPerformance = defineEndpoint({
  method: 'GET',
  path: '/api/app/v1/insights/user/performance',
  access: 'host',
  shape: 'designed',
  summary: "Performance (impressions to bookings) over all the host's units for a period.",
  query: insightsPeriodQuerySchema,
  response: performanceSchema,
});

export const getUnitOccupancy = defineEndpoint({
  method: 'GET',
  path: '/api/app/v1/insights/property-unit/:unitId/occupancy',
  access: 'host',
  shape: 'designed',
  summary: "One unit's occupancy for a period.",
  params: unitIdParamsSchema,
  query: insightsPeriodQuerySchema,
  response: occupancySchema,
  errors: [unitErrorCodes.notFound],
});

export const getUnitEarnings = defineEndpoint({
  method: 'GET',
  path: '/api/app/v1/insights/property-unit/:unitId/earnings',
  access: 'host',
  shape: 'designed',
  summary: "One unit's earnings for a period.",
  params: unitIdParamsSchema,
  query: insightsPeriodQuerySchema,
  response: earningsSchema,
  errors: [unitErrorCodes.notFound],
});
