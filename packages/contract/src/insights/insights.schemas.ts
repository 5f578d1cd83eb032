import { z } from 'zod';
import { isoDateSchema, queryInt } from '../http/query.schemas';

// Insights: the insight calls (the page's tabs: insights-tabs.ts).
export const insightsMetricSchema = z.enum(['impression', 'click', 'inquiry', 'booking_request', 'booking']);
export type InsightsMetric = z.infer<typeof insightsMetricSchema>;
export const insightsIntervalSchema = z.enum(['day', 'week', 'month']);
export type InsightsInterval = z.infer<typeof insightsIntervalSchema>;

/** GET /api/app/v2/insights: interval defaults to day, metric to impression. */
export const insightsQuerySchema = z.object({
  unitId: z.string().optional(),
  metric: insightsMetricSchema.default('impression'),
  interval: insightsIntervalSchema.default('day'),
  dateFrom: isoDateSchema,
  dateTo: isoDateSchema,
});
export type InsightsQuery = z.input<typeof insightsQuerySchema>;

export const seriesPointSchema = z.object({ date: z.string(), value: z.number() });
export type SeriesPoint = z.infer<typeof seriesPointSchema>;

export const insightsSeriesSchema = z.object({
  metric: insightsMetricSchema,
  interval: insightsIntervalSchema,
  points: z.array(seriesPointSchema),
});
export type InsightsSeries = z.infer<typeof insightsSeriesSchema>;

export const insightsTotalsSchema = z.object({
  impressions: z.number().int().min(0),
  clicks: z.number().int().min(0),
  inquiries: z.number().int().min(0),
  bookingRequests: z.number().int().min(0),
  bookings: z.number().int().min(0),
});
export type InsightsTotals = z.infer<typeof insightsTotalsSchema>;

export const insightsTotalsQuerySchema = z.object({
  unitId: z.string().optional(),
  dateFrom: isoDateSchema,
  dateTo: isoDateSchema,
});

/**
 * Period selector: yearly offers previous, current and next year; daily offers 30 or 90 days.
 */
export const insightsPeriodQuerySchema = z.discriminatedUnion('period', [
  z.object({ period: z.literal('yearly'), year: queryInt({ min: 2000, max: 2100 }) }),
  z.object({
    period: z.literal('daily'),
    days: z.union([z.literal('30'), z.literal('90'), z.literal(30), z.literal(90)]).transform(Number),
  }),
]);
export type InsightsPeriodQuery = z.input<typeof insightsPeriodQuerySchema>;

export const earningsSchema = z.object({
  currency: z.string().length(3),
  total: z.number(),
  series: z.array(seriesPointSchema),
});
export type Earnings = z.infer<typeof earningsSchema>;

export const occupancySchema = z.object({
  /** Percent 0–100 of available nights that were booked. */
  rate: z.number().min(0).max(100),
  bookedNights: z.number().int().min(0),
  availableNights: z.number().int().min(0),
  series: z.array(seriesPointSchema),
});
export type Occupancy = z.infer<typeof occupancySchema>;

export const performanceSchema = insightsTotalsSchema.extend({
  conversionRate: z.number().min(0).max(100),
  series: z.array(seriesPointSchema),
});
export type Performance = z.infer<typeof performanceSchema>;
