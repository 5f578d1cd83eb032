import { serializerCompiler } from 'fastify-type-provider-zod';
import { isSharedReadValue } from '../db/read-cache';

/**
 * Every answer is still checked against its contract row by zod before it is written (an answer
 * that breaks the row is a 500). An answer that came out of the read cache as a whole cannot
 * change while it lives, so its check and its JSON are done once and the text is reused by every
 * request that gets the same answer, until a write empties the cache and a new answer is made.
 * Each route's serializer keeps its own texts: the same value is never written under another row.
 */
export const responseSerializerCompiler: typeof serializerCompiler = (routeSchema) => {
  const serialize = serializerCompiler(routeSchema);
  const written = new WeakMap<object, string>();
  return (data: unknown) => {
    if (!isSharedReadValue(data)) return serialize(data);
    const answer = data as object;
    let json = written.get(answer);
    if (json === undefined) {
      json = serialize(answer);
      written.set(answer, json);
    }
    return json;
  };
};
