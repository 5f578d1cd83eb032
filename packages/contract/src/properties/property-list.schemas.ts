import { z } from 'zod';
import { paginated, pageQuerySchema } from '../http/pagination.schemas';
import { querySearch } from '../http/query.schemas';
import {
  propertyStateSchema,
  propertyTypeSchema,
  propertyUnitActionSchema,
  propertyUnitStateSchema,
  unitSummarySchema,
} from './property-unit-state.schemas';

// Property list items: GET /api/app/property-list
export const propertyListUnitSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  state: propertyUnitStateSchema,
  thumbnail: z.string().nullable(),
  /**
   * How many public preview links the unit has (PUBLISHED without links shows as
   * 'publishing'). Optional so older answers stay valid; absent is read as "links unknown".
   */
  previewLinkCount: z.number().int().min(0).optional(),
  /** What the host may do with the unit now, as on the full unit: the web offers exactly these. */
  availableActions: z.array(propertyUnitActionSchema),
});
export type PropertyListUnit = z.infer<typeof propertyListUnitSchema>;

export const propertyListItemSchema = z.object({
  id: z.string(),
  propertyType: propertyTypeSchema,
  title: z.string().nullable(),
  state: propertyStateSchema,
  unitSummary: unitSummarySchema,
  units: z.array(propertyListUnitSchema),
});
export type PropertyListItem = z.infer<typeof propertyListItemSchema>;

export const propertyListResponseSchema = paginated(propertyListItemSchema);
export type PropertyListResponse = z.infer<typeof propertyListResponseSchema>;

/** `criteria[search]` and `page`; encoded with encodeQueryString. */
export const propertyListQuerySchema = pageQuerySchema.extend({
  criteria: z.object({ search: querySearch }).optional(),
});
export type PropertyListQuery = z.input<typeof propertyListQuerySchema>;
