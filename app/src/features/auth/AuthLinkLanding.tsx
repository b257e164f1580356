import { useEffect, useRef } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { toast } from '@rampa/design-system';
import { useAuthSelector } from '@rampa/sdk/react';
import { NEW_PASSWORD_PATH } from './paths';

/**
 * What a link from an e-mail means once the sdk has signed the user in with its refresh token (the sdk keeps
 * the link's `type`, the address is cleaned): a confirmed e-mail address gets a toast, a password reset goes
 * to the new-password page wherever the link pointed. Renders nothing; each link is handled once.
 */
export function AuthLinkLanding() {
  const type = useAuthSelector((snapshot) =>
    snapshot.authentication === 'signedIn' ? snapshot.context.urlTokenType : null,
  );
  const refreshTokenId = useAuthSelector((snapshot) => snapshot.context.refreshToken.id);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!type) return;
    // One link, one session: the refresh token id stays the same through refreshes.
    const link = `${type}:${refreshTokenId ?? ''}`;
    if (handled.current === link) return;
    handled.current = link;
    if (type === 'emailVerify') {
      toast.success('Adres e-mail został potwierdzony.', { description: 'Witamy w Rampie.' });
    } else if (type === 'passwordReset' && pathname !== NEW_PASSWORD_PATH) {
      void navigate({ to: NEW_PASSWORD_PATH, replace: true });
    }
  }, [type, refreshTokenId, pathname, navigate]);

  return null;
}
