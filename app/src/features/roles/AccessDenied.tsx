import type { ErrorComponentProps } from '@tanstack/react-router';
import { useRouterState } from '@tanstack/react-router';
import { Lock } from 'lucide-react';
import { Button, EmptyState, Inline } from '@rampa/design-system';
import { useActiveRole } from '@rampa/sdk/react';
import { RouteErrorPanel } from '../shell/RouteErrorPanel';
import { LinkButton } from '../../lib/links';
import * as page from '../../lib/page.css';
import { AccessDeniedError, AREA_ROLES, type Area, ROLE_LABELS, rolesFor, startPathOf } from './areas';
import { useSwitchRole } from './useSwitchRole';

/** "Brak dostępu" for another role's area: a switch to a role of the user's that may enter, or the way back. */
export function AccessDenied({ area }: { area: Area }) {
  const { role, roles } = useActiveRole();
  const switchRole = useSwitchRole();
  const here = useRouterState({ select: (state) => state.location.href });
  const allowed = AREA_ROLES[area].map((r) => ROLE_LABELS[r]).join(' lub ');
  return (
    <section className={page.page} aria-labelledby="page-title">
      <h1 id="page-title" className={page.title}>
        Brak dostępu
      </h1>
      <EmptyState
        headingLevel={2}
        icon={<Lock />}
        title={role ? `Jako ${ROLE_LABELS[role]} nie masz tu dostępu` : 'Nie masz tu dostępu'}
        description={`Ta część aplikacji jest dla roli: ${allowed}.`}
        action={
          <Inline gap="sm">
            {rolesFor(area, roles).map((other) => (
              <Button key={other} onPress={() => switchRole(other, here)}>
                Przełącz na rolę {ROLE_LABELS[other]}
              </Button>
            ))}
            <LinkButton to={startPathOf(role)} variant="secondary">
              Wróć do pulpitu
            </LinkButton>
          </Inline>
        }
      />
    </section>
  );
}

/** An area's error component: a refusal of its guard, else the generic error panel (spec §2). */
export function AreaErrorComponent(props: ErrorComponentProps) {
  if (props.error instanceof AccessDeniedError) return <AccessDenied area={props.error.area} />;
  return <RouteErrorPanel {...props} />;
}
