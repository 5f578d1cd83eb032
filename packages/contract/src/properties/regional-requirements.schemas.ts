import { z } from 'zod';

// Regional requirements: ownership.isOwner is a boolean when sent and a string in forms.
export const regionalRequirementFieldSchema = z.object({
  name: z.string(),
  type: z.enum(['text', 'select', 'boolean', 'date']),
  required: z.boolean(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type RegionalRequirementField = z.infer<typeof regionalRequirementFieldSchema>;

export const regionalRequirementsConfigurationSchema = z.object({
  region: z.string().nullable(),
  fields: z.array(regionalRequirementFieldSchema),
});
export type RegionalRequirementsConfiguration = z.infer<typeof regionalRequirementsConfigurationSchema>;

export const regionalRequirementsSchema = z.object({
  ownership: z.object({ isOwner: z.boolean().nullable() }),
  values: z.record(z.string(), z.string().nullable()),
});
export type RegionalRequirements = z.infer<typeof regionalRequirementsSchema>;

/** The form sends isOwner as 'true'/'false'; both forms are accepted and stored as a boolean. */
export const updateRegionalRequirementsBodySchema = z
  .object({
    ownership: z.object({
      isOwner: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]),
    }),
    values: z.record(z.string().max(64), z.string().max(500).nullable()),
  })
  .partial()
  .strict();
export type UpdateRegionalRequirementsBody = z.input<typeof updateRegionalRequirementsBodySchema>;
