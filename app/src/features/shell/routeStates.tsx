import type { ReactNode } from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { Button, EmptyState, Inline, PageHeader, Skeleton, Stack } from '@rampa/design-system';
import { isAccessDenied } from '@rampa/sdk';
import { AccessDeniedState } from '../../lib/ListLoadError';
import * as page from '../../lib/page.css';

// The route-level states every detail page shares: its loader runs first (ensureQueryData), the route shows
// one of these meanwhile or instead, and the page component only ever renders loaded data (useSuspenseQuery).
// Each keeps a real h1, so the heading never says "Ładowanie…" beside an error.

function PageFrame({ title, children, busy }: { title: string; children: ReactNode; busy?: boolean }) {
  return (
    <section className={page.page} aria-labelledby="page-title" aria-busy={busy || undefined}>
      <PageHeader title={title} />
      {children}
    </section>
  );
}

/** While the route's loader runs: the page's own heading and skeleton lines named for what loads. */
export function RoutePending({ title, label }: { title: string; label: string }) {
  return (
    <PageFrame title={title} busy>
      <div role="status" aria-label={label}>
        <Stack gap="sm">
          <Skeleton />
          <Skeleton />
          <Skeleton />
        </Stack>
      </div>
    </PageFrame>
  );
}

export interface RouteLoadErrorProps extends ErrorComponentProps {
  /** The page's heading (the same as when it loads). */
  title: string;
  /** What failed, e.g. "Nie udało się wczytać danych klienta." */
  message: string;
  /** The way back when the server refuses the data. */
  back?: ReactNode;
}

/**
 * The loader failed. A refusal of the server (another organization's data, a role without the permission) is
 * "Brak dostępu" at once and offers no retry, as asking again answers the same; anything else offers a retry.
 */
export function RouteLoadError({ error, reset, title, message, back }: RouteLoadErrorProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  if (isAccessDenied(error)) {
    return (
      <PageFrame title="Brak dostępu">
        <AccessDeniedState action={back} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title}>
      <div role="alert">
        <Inline gap="sm">
          <span>{message}</span>
          <Button
            size="sm"
            variant="secondary"
            onPress={() => {
              queryErrorResetBoundary.reset();
              reset();
              void router.invalidate();
            }}
          >
            Spróbuj ponownie
          </Button>
        </Inline>
      </div>
    </PageFrame>
  );
}

/** The address names nothing that exists (a loader threw `notFound()`), with the way back to the list. */
export function RouteNotFound({
  title,
  heading,
  description,
  action,
}: {
  title: string;
  heading: string;
  description: string;
  action?: ReactNode;
}) {
  return (
    <PageFrame title={title}>
      <EmptyState
        headingLevel={2}
        icon={<SearchX />}
        title={heading}
        description={description}
        action={action}
      />
    </PageFrame>
  );
}
