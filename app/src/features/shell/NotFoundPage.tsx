import { Link } from '../../lib/links';
import { useActiveRole } from '@rampa/sdk/react';
import { startPathOf } from '../roles/areas';
import * as styles from '../pages/PlaceholderPage.css';

/** An unknown path (spec §2: the text 'Not Found'), with a way back. */
export function NotFoundPage() {
  const { role } = useActiveRole();
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        Not Found
      </h1>
      <p className={styles.lead}>
        Nie ma takiej strony. Sprawdź adres albo <Link to={startPathOf(role)}>wróć do pulpitu</Link>.
      </p>
    </section>
  );
}
