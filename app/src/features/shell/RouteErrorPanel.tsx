import { useEffect } from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Button, ErrorPanel, Stack } from '@rampa/design-system';

/** Any route error (spec §2): 'Something went wrong!' with Show Error / Hide Error, and a retry. */
export function RouteErrorPanel({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  // A failed suspense query stays failed until its boundary is reset; do it once this panel is shown.
  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  return (
    <Stack gap="lg" alignItems="flex-start">
      <ErrorPanel error={error} headingLevel={1} />
      <Button
        variant="secondary"
        onPress={() => {
          reset();
          void router.invalidate();
        }}
      >
        Spróbuj ponownie
      </Button>
    </Stack>
  );
}
