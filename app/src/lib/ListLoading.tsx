import { Skeleton, Stack } from '@rampa/design-system';

/** A list or table still loading: placeholder rows, announced to screen readers as "Ładowanie". */
export function ListLoading({ rows = 3 }: { rows?: number }) {
  return (
    <div role="status" aria-label="Ładowanie">
      <Stack gap="sm">
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} />
        ))}
      </Stack>
    </div>
  );
}
