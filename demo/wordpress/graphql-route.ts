// POST /graphql (and GET) answered the way WPGraphQL's HTTP router answers: JSON with the
// charset in the Content-Type, validation and execution errors as HTTP 200, request errors
// (no query, a syntax error, a body that is not JSON) as HTTP 500, both with `errors`. As in
// WPGraphQL 2 (graphql-php 15), an error carries no `extensions.category`.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import { buildSchema, execute, GraphQLError, parse, validate, type DocumentNode } from 'graphql';
import { measureQuery, overLimit } from './query-cost';

export const SCHEMA_SDL = fs.readFileSync(path.join(__dirname, 'schema.graphql'), 'utf8');
const schema = buildSchema(SCHEMA_SDL);
// WPGatsby hashes the schema so that Gatsby reuses its cached introspection until it changes.
const SCHEMA_MD5 = crypto.createHash('md5').update(SCHEMA_SDL).digest('hex');

const JSON_TYPE = 'application/json; charset=UTF-8';
const DEBUG_EXTENSIONS = {
  debug: [{ type: 'DEBUG_LOGS_INACTIVE', message: 'GraphQL Debug logging is not active. To see debug logs, GRAPHQL_DEBUG must be enabled.' }],
};

// gatsby-source-wordpress's largest recorded query has 460 tokens (a media lookup of 51 files; its
// batches of 100 would have about 900): ten times that leaves room for any query a site sends.
export const MAX_TOKENS = 10_000;

type Body = { query?: unknown; variables?: unknown; operationName?: unknown };

function send(res: Response, status: number, payload: Record<string, unknown>): void {
  // A Buffer, not a string: Express rewrites a string body's charset to lower case, WordPress sends `UTF-8`.
  res
    .status(status)
    .set('Content-Type', JSON_TYPE)
    .send(Buffer.from(JSON.stringify({ ...payload, extensions: DEBUG_EXTENSIONS })));
}

const requestError = (res: Response, message: string) => send(res, 500, { errors: [{ message }] });

export function graphqlHandler(rootValue: () => Record<string, unknown>) {
  return async (req: Request, res: Response): Promise<void> => {
    let body: Body;
    if (req.method === 'GET') {
      body = { query: req.query.query, variables: req.query.variables ? safeJson(String(req.query.variables)) : undefined };
    } else {
      const raw = typeof req.body === 'string' ? req.body : Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
      const parsed = safeJson(raw);
      if (parsed === undefined || typeof parsed !== 'object' || parsed === null) {
        requestError(res, 'The GraphQL request body is not valid JSON.');
        return;
      }
      body = parsed as Body;
    }
    if (typeof body.query !== 'string' || body.query.trim() === '') {
      requestError(res, 'GraphQL Request must include at least one of those two parameters: "query" or "queryId"');
      return;
    }
    let document: DocumentNode;
    try {
      // A bound on the tokens bounds the work of parsing and validating what a large body holds.
      document = parse(body.query, { maxTokens: MAX_TOKENS });
    } catch (error) {
      const e = error as GraphQLError;
      send(res, 500, { errors: [{ message: e.message, locations: e.locations }] });
      return;
    }
    const variables = body.variables && typeof body.variables === 'object' ? (body.variables as Record<string, unknown>) : undefined;
    // Before validation, whose check of overlapping fields grows with the square of the aliases.
    const refusal = overLimit(measureQuery(schema, document, variables));
    if (refusal) {
      send(res, 200, { errors: [{ message: refusal }] });
      return;
    }
    const validationErrors = validate(schema, document);
    if (validationErrors.length) {
      send(res, 200, { errors: validationErrors.map((e) => ({ message: e.message, locations: e.locations })) });
      return;
    }
    const result = await execute({
      schema,
      document,
      rootValue: { ...rootValue(), schemaMd5: SCHEMA_MD5 },
      // WordPress knows a commenter by REMOTE_ADDR, for its flood check.
      contextValue: { ip: (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '') },
      variableValues: (body.variables ?? undefined) as Record<string, unknown> | undefined,
      operationName: typeof body.operationName === 'string' ? body.operationName : undefined,
    });
    const errors = result.errors?.map((e) => ({ message: e.message, locations: e.locations, path: e.path }));
    send(res, 200, errors ? { errors, data: result.data ?? null } : { data: result.data });
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
