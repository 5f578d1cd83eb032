import { z } from 'zod';

// DAC7 reporting: report years (sorted descending) and a downloadable file.
export const dac7AvailabilitySchema = z.object({ years: z.array(z.number().int().min(2000).max(2100)) });
export type Dac7Availability = z.infer<typeof dac7AvailabilitySchema>;

export const dac7YearParamsSchema = z.object({
  year: z
    .union([z.number(), z.string().regex(/^\d{4}$/)])
    .transform(Number)
    .pipe(z.number().int().min(2000).max(2100)),
});

/** File name when the content-disposition header gives none. */
export function dac7FallbackFileName(year: number): string {
  return `report-${year}.csv`;
}
