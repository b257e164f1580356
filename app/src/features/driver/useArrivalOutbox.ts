import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isTransientError, noticeKeys, noticeRuleMessage } from '@rampa/sdk';
import { useSdk } from '@rampa/sdk/react';
import { addToOutbox, flushOutbox, readOutbox, type PendingArrival } from './arrivalOutbox';

export interface ArrivalRefusal {
  number: string;
  message: string;
}

/** After a failed send while the phone says it is online (a flaky network), the next try. */
const RETRY_MS = 5_000;

/**
 * The driver's arrival reports: a tap is stored first, then sent; when the phone is offline (or the request
 * fails on the way) it waits in the outbox and goes out on the browser's `online` event, or on the next visit.
 */
export function useArrivalOutbox() {
  const sdk = useSdk();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation(sdk.notices.reportArrival());
  const [pending, setPending] = useState<PendingArrival[]>(() => readOutbox());
  const [refusals, setRefusals] = useState<ArrivalRefusal[]>([]);
  const [online, setOnline] = useState(() => navigator.onLine);
  const running = useRef(false);
  const retry = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [sending, setSending] = useState(false);

  const flush = useCallback(async () => {
    if (running.current || !navigator.onLine) return;
    running.current = true;
    setSending(true);
    if (retry.current) clearTimeout(retry.current);
    retry.current = null;
    let again = false;
    try {
      const { sent, refused, stopped } = await flushOutbox(
        (item) => mutateAsync({ id: item.noticeId, arrivedAt: item.arrivedAt }),
        isTransientError,
      );
      if (refused.length) {
        setRefusals((list) => [
          ...list,
          ...refused.map(({ item, error }) => ({
            number: item.number,
            message:
              noticeRuleMessage(error) ??
              'Serwer nie przyjął zgłoszenia: awizacja nie jest już potwierdzona albo nie jest przypisana do Ciebie.',
          })),
        ]);
      }
      again = stopped;
      if (sent.length || refused.length) await queryClient.invalidateQueries({ queryKey: noticeKeys.all });
    } finally {
      running.current = false;
      setSending(false);
      setPending(readOutbox());
      if (again) retry.current = setTimeout(() => void flushRef.current(), RETRY_MS);
    }
  }, [mutateAsync, queryClient]);

  const flushRef = useRef(flush);
  flushRef.current = flush;

  useEffect(() => {
    const goOnline = () => {
      setOnline(true);
      void flush();
    };
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    void flush();
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      if (retry.current) clearTimeout(retry.current);
    };
  }, [flush]);

  const report = useCallback(
    (notice: { id: string; number: string }) => {
      setPending(
        addToOutbox({ noticeId: notice.id, number: notice.number, arrivedAt: new Date().toISOString() }),
      );
      void flush();
    },
    [flush],
  );

  return {
    online,
    /** A run of the outbox is on its way to the server. */
    sending,
    pending,
    isPending: (noticeId: string) => pending.find((p) => p.noticeId === noticeId),
    report,
    refusals,
    dismissRefusal: (number: string) => setRefusals((list) => list.filter((r) => r.number !== number)),
  };
}
