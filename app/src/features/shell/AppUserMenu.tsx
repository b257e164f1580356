import { Bell, LogOut, UserCog } from 'lucide-react';
import { useNavigate } from '@tanstack/react-router';
import { UserMenu, useSidebar, type UserMenuItem } from '@rampa/design-system';
import { useSignOut } from '@rampa/sdk/react';
import { useCurrentUser } from '../auth/useCurrentUser';
import { useNotificationsPanel } from '../notifications/notificationsPanel';
import { useUnreadCount } from '../notifications/useUnreadCount';
import { useAvatarSrc } from '../profile/useAvatarSrc';

type UserMenuAction = 'profile' | 'notifications' | 'signOut';

const items = (unread: number): UserMenuItem<UserMenuAction>[] => [
  { id: 'profile', label: 'Profil & Ustawienia', icon: <UserCog /> },
  {
    id: 'notifications',
    // The unread count as text: a badge of colour alone would not be read out.
    label: unread > 0 ? `Powiadomienia (${unread > 99 ? '99+' : unread})` : 'Powiadomienia',
    icon: <Bell />,
  },
  { id: 'signOut', label: 'Wyloguj', icon: <LogOut />, isDanger: true },
];

/**
 * The sidebar footer's user menu (spec §2): avatar (through the storage transform) or fallback icon, name,
 * e-mail and three actions; Profil & Ustawienia opens /profil.
 */
export function AppUserMenu() {
  const user = useCurrentUser();
  const avatarSrc = useAvatarSrc(user.avatar);
  const { signOut } = useSignOut();
  const navigate = useNavigate();
  const { isMobile, setOpenMobile } = useSidebar();
  const unread = useUnreadCount();
  const panel = useNotificationsPanel();

  const onAction = async (action: UserMenuAction) => {
    if (action === 'signOut') {
      // The sdk drops the tokens even when the server call fails, and the router follows the auth state:
      // once signed out, the root guard sends the user to `/`.
      await signOut();
    } else if (action === 'profile') {
      // Spec §2: on mobile the sidebar closes after navigating.
      if (isMobile) setOpenMobile(false);
      await navigate({ to: '/profil' });
    } else {
      if (isMobile) setOpenMobile(false);
      panel.setOpen(true);
    }
  };

  return (
    <UserMenu
      name={user.fullName}
      email={user.email}
      avatarSrc={avatarSrc}
      items={items(unread)}
      onAction={(action) => void onAction(action)}
    />
  );
}
