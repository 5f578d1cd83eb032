import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calendarEntrySchema } from '@hostdeck/contract/calendar/calendar.schemas';
import { loadConfig } from './config';
import { registerOpenApiCollector } from './openapi.plugin';

interface Folder {
  name: string;
  folders: Folder[];
}
const unnamedFolderSchema: z.ZodType<Folder> = z.lazy(() =>
  z.object({ name: z.string(), folders: z.array(unnamedFolderSchema) }),
);

async function documentFor(response: z.ZodType, body?: z.ZodType) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerOpenApiCollector(app, loadConfig({ PUBLIC_URL: 'http://hostdeck.test' }));
  const schema = { tags: ['thing'], response: { 200: response }, ...(body ? { body } : {}) };
  app.post('/api/app/thing', { schema }, () => null);
  await app.ready();
  try {
    return app.swagger() as { paths: Record<string, unknown>; components: { schemas?: object } };
  } finally {
    await app.close();
  }
}

describe('recursive schemas in the OpenAPI document', () => {
  it('writes a named one once under components and refers to it by name, keeping only what is used', async () => {
    const document = await documentFor(z.object({ entries: z.array(calendarEntrySchema) }));
    expect(JSON.stringify(document.paths)).toContain('"$ref":"#/components/schemas/CalendarEntry"');
    expect(Object.keys(document.components.schemas ?? {})).toEqual(['CalendarEntry']);
  });

  it('names the request variant <name>Input', async () => {
    const document = await documentFor(z.null(), z.object({ entries: z.array(calendarEntrySchema) }));
    expect(JSON.stringify(document.paths)).toContain('"$ref":"#/components/schemas/CalendarEntryInput"');
    expect(Object.keys(document.components.schemas ?? {})).toEqual(['CalendarEntryInput']);
  });

  it('refuses to build a document around one without a name, saying where to name it', async () => {
    await expect(documentFor(z.object({ root: unnamedFolderSchema }))).rejects.toThrow(
      /POST \/api\/app\/thing refers to #\/components\/schemas\/schema0: .*NAMED_SCHEMAS/,
    );
  });
});
