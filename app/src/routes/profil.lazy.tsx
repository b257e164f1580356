import { createLazyFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../features/profile/ProfilePage';

export const Route = createLazyFileRoute('/profil')({ component: ProfileRoute });

function ProfileRoute() {
  const { sekcja = 'dane' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProfilePage
      section={sekcja}
      onSectionChange={(section) =>
        void navigate({ search: section === 'dane' ? {} : { sekcja: section }, replace: true })
      }
    />
  );
}
