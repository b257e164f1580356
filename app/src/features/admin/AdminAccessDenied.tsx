import { createLink } from '@tanstack/react-router';
import { Lock } from 'lucide-react';
import { EmptyState, LinkButton } from '@rampa/design-system';
import { HOME_PATH } from '../auth/paths';
import * as styles from './admin.css';

const RouterLinkButton = createLink(LinkButton);

/** What anyone but the organization's administrator sees at /admin. */
export function AdminAccessDenied() {
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        Administracja
      </h1>
      <EmptyState
        headingLevel={2}
        icon={<Lock />}
        title="Brak dostępu"
        description="Tę część aplikacji widzi tylko administrator organizacji."
        action={<RouterLinkButton to={HOME_PATH}>Wróć do pulpitu</RouterLinkButton>}
      />
    </section>
  );
}
