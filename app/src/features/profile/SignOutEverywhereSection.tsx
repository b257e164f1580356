import { useState } from 'react';
import { AlertDialog, Button, Card, toast } from '@rampa/design-system';
import { useSignOut } from '@rampa/sdk/react';
import * as styles from './profile.css';

/** Ends every session of the account (all devices and browsers); the router then shows the sign-in page. */
export function SignOutEverywhereSection() {
  const { signOut, isLoading } = useSignOut();
  const [confirming, setConfirming] = useState(false);
  return (
    <Card
      title="Sesje"
      headingLevel={3}
      description="Wylogowanie ze wszystkich urządzeń kończy sesje na komputerach i telefonach, także tę."
    >
      <div className={styles.actions}>
        <Button
          variant="danger"
          isPending={isLoading}
          pendingLabel="Wylogowywanie…"
          onPress={() => setConfirming(true)}
        >
          Wyloguj ze wszystkich urządzeń
        </Button>
      </div>
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title="Wylogować ze wszystkich urządzeń?"
        confirmLabel="Wyloguj wszędzie"
        onConfirm={() => {
          void signOut({ all: true }).then((result) => {
            if (result.outcome === 'failed') {
              toast.error('Nie udało się wylogować na serwerze. Na tym urządzeniu sesja została zakończona.');
            }
          });
        }}
      >
        Trzeba będzie zalogować się ponownie na każdym urządzeniu, także na tym. Tokeny dostępu działają
        dalej; unieważnij je osobno.
      </AlertDialog>
    </Card>
  );
}
