import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarEntrySchema } from '@hostdeck/contract/calendar/calendar.schemas';
import { translationTreeSchema } from '@hostdeck/contract/public/public.schemas';

/**
 * Contract schemas that contain themselves (a calendar entry's children, a translation tree's
 * branches) cannot be written out inline: the document defines each once under
 * `#/components/schemas/<name>` and refers to it by that name. Without a name, the zod conversion
 * invents one per route (`schema0`) and refers to a component that is never written, so validators
 * and client generators refuse the whole document. Response schemas keep the name, request schemas
 * get `<name>Input` (they can differ: defaults, transforms).
 */
const NAMED_SCHEMAS = {
  CalendarEntry: calendarEntrySchema,
  TranslationTree: translationTreeSchema,
} as const;

const namedSchemas = z.registry<{ id: string }>();
for (const [id, schema] of Object.entries(NAMED_SCHEMAS)) namedSchemas.add(schema, { id });

const COMPONENT_PREFIX = '#/components/schemas/';

/** Every `$ref` under `value`. */
function refsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.add(child);
      else refsIn(child, found);
    }
  }
  return found;
}

const convertRouteSchemas = createJsonSchemaTransform({ schemaRegistry: namedSchemas });
const componentNames = new Set(Object.keys(NAMED_SCHEMAS).flatMap((id) => [id, `${id}Input`]));

/**
 * A route's zod schemas as JSON Schema. A reference to a component nobody writes (a new recursive
 * schema without a name) stops the document with the route and the place to name it, instead of
 * serving a document that no client can use.
 */
export const openApiRouteTransform: SwaggerTransform = (route) => {
  const converted = convertRouteSchemas(route);
  const unnamed = [...refsIn(converted.schema)].filter(
    (ref) => !ref.startsWith(COMPONENT_PREFIX) || !componentNames.has(ref.slice(COMPONENT_PREFIX.length)),
  );
  if (unnamed.length > 0) {
    throw new Error(
      `${String(route.route.method)} ${route.url} refers to ${unnamed.join(', ')}: a schema that contains ` +
        'itself needs a name in NAMED_SCHEMAS (apps/server/src/app/openapi-schemas.ts)',
    );
  }
  return converted;
};

const addNamedComponents = createJsonSchemaTransformObject({ schemaRegistry: namedSchemas });

/**
 * The document with the named schemas under components, keeping only those some operation reaches
 * (each name has a request and a response variant; most are used by one side only).
 */
export const openApiDocumentTransform: SwaggerTransformObject = (document) => {
  const withComponents = addNamedComponents(document) as {
    paths?: unknown;
    components?: { schemas?: Record<string, unknown> };
  };
  const all = withComponents.components?.schemas ?? {};
  const reached = new Set<string>();
  const pending = [...refsIn(withComponents.paths)];
  while (pending.length > 0) {
    const name = pending.pop()!.slice(COMPONENT_PREFIX.length);
    if (reached.has(name) || !(name in all)) continue;
    reached.add(name);
    pending.push(...refsIn(all[name]));
  }
  const schemas = Object.fromEntries(Object.entries(all).filter(([name]) => reached.has(name)));
  return {
    ...withComponents,
    components: { ...withComponents.components, schemas },
  } as ReturnType<SwaggerTransformObject>;
};
