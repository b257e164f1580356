/**
 * Spec §7: what a mutation carries for the app's QueryClient: the success toast, the error toast (shown only
 * when given) and the query key to invalidate once it settles. Every domain's mutations use this one shape.
 */
export interface MutationMeta extends Record<string, unknown> {
  readonly successMessage?: string;
  readonly errorMessage?: string;
  readonly invalidates?: readonly unknown[];
}
