import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Badge, Button, formatDateTime, Select, type SelectOption } from '@rampa/design-system';
import type { ClientConsentFragment } from '@rampa/sdk';
import { useSdk } from '@rampa/sdk/react';
import {
  CHANNEL_LABELS,
  CONSENT_CHANNELS,
  CONSENT_SOURCES,
  SOURCE_LABELS,
  type ConsentChannel,
  type ConsentSource,
} from './clientLabels';
import * as styles from './clients.css';

type Consent = ClientConsentFragment;

const sourceItems: SelectOption[] = CONSENT_SOURCES.map((source) => ({
  id: source,
  label: SOURCE_LABELS[source],
}));
const sourceLabel = (source: string) => SOURCE_LABELS[source as ConsentSource] ?? source;

/** The newest record of each channel is its current state (the consents are a history, RODO). */
export function currentConsents(consents: readonly Consent[]): Partial<Record<ConsentChannel, Consent>> {
  const current: Partial<Record<ConsentChannel, Consent>> = {};
  for (const consent of consents) {
    const channel = consent.channel as ConsentChannel;
    const known = current[channel];
    if (!known || consent.recorded_at > known.recorded_at) current[channel] = consent;
  }
  return current;
}

/** Marketing consents per channel (e-mail, SMS, telefon): grant or withdraw, with the source and the history. */
export function ClientConsents({ clientId, consents }: { clientId: string; consents: readonly Consent[] }) {
  const record = useMutation(useSdk().clients.recordConsent());
  const [source, setSource] = useState<ConsentSource>('phone');
  const current = currentConsents(consents);

  return (
    <div className={styles.page}>
      <h2 className={styles.legend}>Zgody marketingowe</h2>
      <div style={{ maxWidth: '20rem' }}>
        <Select
          label="Źródło nowej zgody lub wycofania"
          items={sourceItems}
          selectedKey={source}
          onSelectionChange={(key) => key !== null && setSource(key as ConsentSource)}
        />
      </div>
      <ul className={styles.list} aria-label="Zgody według kanału">
        {CONSENT_CHANNELS.map((channel) => {
          const consent = current[channel];
          const granted = consent?.granted ?? false;
          return (
            <li key={channel} className={styles.listItem}>
              <div>
                <p className={styles.itemTitle}>
                  {CHANNEL_LABELS[channel]}{' '}
                  <Badge tone={granted ? 'success' : consent ? 'danger' : 'neutral'} hasDot>
                    {granted ? 'zgoda udzielona' : consent ? 'zgoda wycofana' : 'brak zgody'}
                  </Badge>
                </p>
                <p className={styles.muted}>
                  {consent
                    ? `${formatDateTime(new Date(consent.recorded_at))} · ${sourceLabel(consent.source)}${
                        consent.recorded_by_profiles[0]
                          ? ` · ${consent.recorded_by_profiles[0].display_name}`
                          : ''
                      }`
                    : 'Nie zapisano jeszcze decyzji klienta.'}
                </p>
              </div>
              <Button
                size="sm"
                variant={granted ? 'danger' : 'primary'}
                isPending={record.isPending && record.variables?.channel === channel}
                pendingLabel="Zapisywanie…"
                onPress={() => record.mutate({ client_id: clientId, channel, granted: !granted, source })}
                aria-label={`${granted ? 'Wycofaj zgodę' : 'Udziel zgody'}: ${CHANNEL_LABELS[channel]}`}
              >
                {granted ? 'Wycofaj zgodę' : 'Udziel zgody'}
              </Button>
            </li>
          );
        })}
      </ul>
      {consents.length > 0 && (
        <>
          <h3 className={styles.itemTitle}>Historia zgód</h3>
          <ul className={styles.list} aria-label="Historia zgód">
            {consents.map((consent) => (
              <li key={consent.id} className={styles.muted}>
                {formatDateTime(new Date(consent.recorded_at))} ·{' '}
                {CHANNEL_LABELS[consent.channel as ConsentChannel] ?? consent.channel}
                {': '}
                {consent.granted ? 'udzielona' : 'wycofana'} · {sourceLabel(consent.source)}
                {consent.recorded_by_profiles[0] ? ` · ${consent.recorded_by_profiles[0].display_name}` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
