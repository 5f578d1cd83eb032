import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { dac7AvailabilitySchema, dac7YearParamsSchema } from './reports.schemas';

// DAC7 reporting
export const getDac7Availability = defineEndpoint({
  method: 'GET',
  path: '/api/app/report/dac7/availability',
  access: 'host',
  shape: 'designed',
  summary: 'Years with a DAC7 report, newest first.',
  response: dac7AvailabilitySchema,
});

export const downloadDac7Report = defineEndpoint({
  method: 'GET',
  path: '/api/app/report/dac7/:year',
  access: 'host',
  shape: 'designed',
  summary: 'The DAC7 report of a year as CSV (file name in content-disposition).',
  params: dac7YearParamsSchema,
  response: z.string(),
  responseType: 'file',
});
