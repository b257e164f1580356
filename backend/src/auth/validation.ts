import type { z } from 'zod';
import { RequestValidationError } from './errors';

/** The body as `schema` describes it, or a 400 request-validation-error naming the bad fields. */
export function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'body'}: ${issue.message}`,
  );
  throw new RequestValidationError(`request body has an error: ${problems.join('; ')}`);
}

/** The query string as `schema` describes it, or a 400 request-validation-error naming the bad parameters. */
export function parseQuery<Schema extends z.ZodType>(schema: Schema, query: unknown): z.output<Schema> {
  const result = schema.safeParse(query ?? {});
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'query'}: ${issue.message}`,
  );
  throw new RequestValidationError(`query has an error: ${problems.join('; ')}`);
}

/** Whether a database error is a unique violation (e.g. an e-mail taken by a concurrent request). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
