import { createRequire } from 'node:module';

type Serialize = (data: unknown) => string;
type SerializerCompiler = (route: { schema?: unknown; method: string; url: string; httpStatus: string; contentType?: string }) => Serialize;
type SerializerBuilder = (externalSchemas: unknown, serializerOpts: unknown) => SerializerCompiler;

// Fastify's own serializer builder (fast-json-stringify), resolved where Fastify itself finds it
const fastifyDefault = createRequire(createRequire(import.meta.url).resolve('fastify'))('@fastify/fast-json-stringify-compiler') as {
  SerializerSelector: () => SerializerBuilder;
};

/**
 * Fastify's answer serializers (fast-json-stringify, from each call's response schemas), each compiled
 * on the first answer it writes instead of when its route is registered: compiling every call's
 * was a fifth of the CPU of a start of build/server/main.js (a cpu profile: `responseSchemaCompiler`),
 * paid by every server the kill tests and e2e specs start and by every API test file's app, most of
 * whose calls never answer. What an answer is written as does not change: the same compiler, later.
 * Passed as Fastify's `schemaController.compilersFactory.buildSerializer` (server/app.ts), as
 * server/http/validation.ts does for the request schemas.
 *
 * A refusal's schema (400, 401…: server/http/refusals.ts) is there for the document only: a refusal
 * is written whole, as Fastify writes an answer without a schema (JSON.stringify), so its Code, field
 * errors and facts of its own all reach the browser.
 */
export function lazySerializers(): SerializerBuilder {
  const build = fastifyDefault.SerializerSelector();
  return (externalSchemas, serializerOpts) => {
    const compile = build(externalSchemas, serializerOpts);
    return (route) => {
      if (!/^2/.test(route.httpStatus)) return (data) => JSON.stringify(data);
      let serialize: Serialize | undefined;
      return (data) => {
        serialize ??= compile(route);
        return serialize(data);
      };
    };
  };
}
