import { useQueryClient } from '@tanstack/react-query';
import { ComboBox, type SelectOption } from '@rampa/design-system';
import { useSdk } from '@rampa/sdk/react';

export interface KlientCompanyPickerProps {
  /** The chosen client's id ('' = none). */
  value: string;
  onChange: (clientId: string) => void;
  onBlur?: () => void;
  errorMessage?: string;
  /** Overrides the default hint (what the klient will see). */
  description?: string;
  autoFocus?: boolean;
}

/**
 * The company a `klient` user belongs to (his profile's `client_id`): a search over the organization's active
 * clients and leads, by name, code or NIP. The invite, roles and "Zmień firmę" dialogs all pick with it.
 */
export function KlientCompanyPicker({
  value,
  onChange,
  onBlur,
  errorMessage,
  description = 'Klient zobaczy tylko awizacje i cenniki tej firmy.',
  autoFocus,
}: KlientCompanyPickerProps) {
  const sdk = useSdk();
  const queryClient = useQueryClient();
  const loadClients = async (text: string): Promise<SelectOption[]> => {
    const page = await queryClient.fetchQuery(
      sdk.clients.list({ search: text, status: ['active', 'lead'], page: 1, pageSize: 20 }),
    );
    return page.rows.map((c) => ({ id: c.id, label: `${c.name} (${c.code})` }));
  };
  return (
    <ComboBox
      label="Firma klienta"
      description={description}
      isRequired
      autoFocus={autoFocus}
      loadOptions={loadClients}
      selectedKey={value || null}
      onSelectionChange={(key) => {
        onChange(key === null ? '' : String(key));
        onBlur?.();
      }}
      placeholder="Szukaj po nazwie, kodzie lub NIP"
      emptyText="Brak klientów"
      errorMessage={errorMessage}
      isInvalid={errorMessage !== undefined}
    />
  );
}
