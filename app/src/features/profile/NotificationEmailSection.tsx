import { useMutation, useQuery } from '@tanstack/react-query';
import { Card, Switch } from '@rampa/design-system';
import { useSdk, useUserState } from '@rampa/sdk/react';
import * as styles from './profile.css';

/** Powiadomienia: whether the user also gets his notifications (awizacje and others) by e-mail. */
export function NotificationEmailSection() {
  const sdk = useSdk();
  const userId = useUserState((state) => state.data?.id);
  const preference = useQuery({
    ...sdk.notifications.emailPreference(userId ?? ''),
    enabled: Boolean(userId),
  });
  const save = useMutation(sdk.notifications.setEmail());
  const on = save.isPending ? save.variables.on : preference.data;
  return (
    <Card
      title="Powiadomienia"
      headingLevel={3}
      description="Powiadomienia zawsze widzisz w Rampie (dzwonek). Kopię możesz dostawać także e-mailem."
    >
      {preference.isError ? (
        <p role="alert" className={styles.formError}>
          Nie udało się wczytać ustawienia powiadomień.
        </p>
      ) : (
        <Switch
          isSelected={on ?? false}
          isDisabled={on === undefined || save.isPending || !userId}
          onChange={(next) => userId && save.mutate({ userId, on: next })}
        >
          Powiadomienia także e-mailem
        </Switch>
      )}
    </Card>
  );
}
