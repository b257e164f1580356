import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import * as z from 'zod/mini';

/** react-hook-form resolver for a zod schema: the first issue of each field becomes that field's error. */
export function zodResolver<TValues extends FieldValues>(schema: z.ZodMiniType<TValues>): Resolver<TValues> {
  return async (values) => {
    const result = await z.safeParseAsync(schema, values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.join('.');
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}
