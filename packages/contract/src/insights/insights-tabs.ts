// The tabs of /insights, without zod: the web app's address table reads them on every page.
export const insightsTabs = ['performance', 'reviews', 'opportunities', 'earnings', 'occupancy'] as const;
export type InsightsTab = (typeof insightsTabs)[number];
