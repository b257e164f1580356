import { Bell, LogOut, UserCog } from 'lucide-react';
import { UserMenu, toast, type UserMenuItem } from '@rampa/design-system';
import { useSignOut } from '@rampa/sdk/react';
import { useCurrentUser } from '../auth/useCurrentUser';

type UserMenuAction = 'profile' | 'notifications' | 'signOut';

const ITEMS: UserMenuItem<UserMenuAction>[] = [
  { id: 'profile', label: 'Profil & Ustawienia', icon: <UserCog /> },
  { id: 'notifications', label: 'Powiadomienia', icon: <Bell /> },
  { id: 'signOut', label: 'Wyloguj', icon: <LogOut />, isDanger: true },
];

/** The sidebar footer's user menu (spec §2): avatar or fallback icon, name, e-mail and three actions. */
export function AppUserMenu() {
  const user = useCurrentUser();
  const { signOut } = useSignOut();

  const onAction = async (action: UserMenuAction) => {
    if (action === 'signOut') {
      // The sdk drops the tokens even when the server call fails, and the router follows the auth state:
      // once signed out, the root guard sends the user to `/`.
      await signOut();
    } else if (action === 'profile') {
      toast.info('Profil i ustawienia będą dostępne wkrótce.');
    }
    // Powiadomienia: no action yet (spec §2).
  };

  return (
    <UserMenu
      name={user.fullName}
      email={user.email}
      avatarSrc={user.avatar}
      items={ITEMS}
      onAction={(action) => void onAction(action)}
    />
  );
}
