import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Checkbox, CheckboxGroup, Dialog } from '@rampa/design-system';
import { ORGANIZATION_ROLES, isOrganizationRole, klientProfileOf, type AdminUser } from '@rampa/sdk';
import { ROLE_LABELS } from '../roles/areas';
import { useSdk } from '@rampa/sdk/react';
import { KlientCompanyPicker } from './KlientCompanyPicker';
import { klientCompanyError } from './klientCompany';
import * as styles from './admin.css';

/**
 * Changes which of the organization's roles a user holds (at least one). Adding Klient asks for his company,
 * as the invitation does: a klient profile always points at its client.
 */
export function RolesDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const mutations = useSdk().admin;
  const setRoles = useMutation(mutations.setRoles());
  const [roles, setSelected] = useState<string[]>([...user.roles]);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const orgId = user.profiles[0]?.org_id;
  const [clientId, setClientId] = useState('');
  const [clientError, setClientError] = useState<string | undefined>();
  const addsKlient = roles.includes('klient') && !klientProfileOf(user, orgId);

  const save = () => {
    const chosen = roles.filter(isOrganizationRole);
    if (chosen.length === 0) {
      setError('Wybierz co najmniej jedną rolę');
      return;
    }
    if (addsKlient && clientId === '') {
      setClientError('Wybierz firmę klienta');
      return;
    }
    if (!orgId) {
      setFormError('Ten użytkownik nie należy do Twojej organizacji.');
      return;
    }
    setFormError(null);
    setRoles.mutate(
      { user, orgId, roles: chosen, ...(addsKlient && { clientId }) },
      {
        onSuccess: onClose,
        onError: (error) => {
          const refusal = klientCompanyError(error);
          if (addsKlient && refusal.field) setClientError(refusal.message);
          else setFormError('Nie udało się zapisać ról. Spróbuj ponownie.');
        },
      },
    );
  };

  const name = user.displayName || user.email || 'użytkownik';
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title="Zmień role"
      description={`Role użytkownika ${name} w organizacji. Zmiana obowiązuje od jego następnego logowania.`}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            Anuluj
          </Button>
          <Button onPress={save} isPending={setRoles.isPending} pendingLabel="Zapisywanie…">
            Zapisz role
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <div role="alert">{formError && <p className={styles.formError}>{formError}</p>}</div>
        <CheckboxGroup
          label="Role"
          value={roles}
          onChange={(value) => {
            setSelected(value);
            if (value.length > 0) setError(null);
          }}
          isInvalid={error !== null}
          errorMessage={error ?? undefined}
          validationBehavior="aria"
        >
          {ORGANIZATION_ROLES.map((role) => (
            <Checkbox key={role} value={role}>
              {ROLE_LABELS[role]}
            </Checkbox>
          ))}
        </CheckboxGroup>
        {addsKlient && (
          <KlientCompanyPicker
            value={clientId}
            onChange={(id) => {
              setClientId(id);
              if (id !== '') setClientError(undefined);
            }}
            errorMessage={clientError}
          />
        )}
      </div>
    </Dialog>
  );
}
