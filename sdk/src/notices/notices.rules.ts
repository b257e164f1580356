import type { GraphQLFormattedError } from 'graphql';

/**
 * The database's refusals of an awizacja change (nhost/migrations/default/1795341000000_delivery_notices and the
 * migrations after it; notices.test.ts checks that every `notice_`, `warehouse_` and `ramp_` rule they raise is here):
 * each names a rule (`rule "<name>": …`, SQLSTATE 23514) or a constraint; this is what to tell the user.
 */
export const NOTICE_RULES = {
  notice_transition: 'Ta zmiana statusu awizacji nie jest dozwolona w Twojej roli.',
  notice_locked: 'Awizacji w tym statusie nie można już edytować ani zmieniać jej towarów i załączników.',
  notice_window: 'Koniec okna czasowego musi być późniejszy niż jego początek.',
  notice_window_needed: 'Podaj datę i godziny okna czasowego.',
  notice_ramp_overlap: 'Ta rampa jest już zajęta w wybranym oknie czasowym. Wybierz inny termin lub rampę.',
  notice_outside_opening_hours: 'Wybrane okno wykracza poza godziny pracy magazynu.',
  notice_confirm_needs_ramp: 'Aby potwierdzić awizację, wybierz rampę.',
  notice_ramp_kind: 'Ta rampa nie obsługuje wybranego kierunku (dostawa/odbiór).',
  notice_ramp_inactive: 'Ta rampa jest wyłączona z użytku.',
  notice_ramp_other_warehouse: 'Wybrana rampa należy do innego magazynu.',
  notice_warehouse_inactive:
    'Ten magazyn jest wyłączony z użytku i nie przyjmuje nowych awizacji. Wybierz inny magazyn.',
  notice_reject_needs_reason: 'Podaj powód odrzucenia awizacji.',
  notice_proposal_needs_rejection: 'Inny termin można zaproponować tylko razem z odrzuceniem awizacji.',
  notice_complete_needs_received: 'Aby zakończyć awizację, wpisz przyjętą ilość w każdej pozycji.',
  notice_client_other_org: 'Wybrany klient należy do innej organizacji.',
  notice_driver_not_kierowca: 'Wybrany kierowca nie jest kierowcą tej organizacji.',
  notice_klient_own_client: 'Możesz awizować dostawy tylko dla własnej firmy.',
  notice_kierowca_own: 'Możesz zgłosić przyjazd tylko dla awizacji przypisanej do Ciebie.',
  notice_arrival_time:
    'Czas przyjazdu musi przypadać w ciągu ostatnich 12 godzin, a przyjazd można zgłosić tylko raz, dla potwierdzonej awizacji.',
  notice_product_other_org: 'Wybrany produkt należy do innej organizacji.',
  notice_attachment_bucket: 'Załącznik musi być plikiem przesłanym jako załącznik awizacji.',
  notice_plate: 'Numer rejestracyjny może zawierać tylko litery i cyfry (2–10 znaków).',
  notice_not_negative: 'Liczba palet i waga nie mogą być ujemne.',
  client_has_notices: 'Klient ma awizacje, więc nie można go usunąć. Zmień jego status na nieaktywny.',
  warehouse_time_zone: 'Nieznana strefa czasowa magazynu.',
  warehouse_opening_hours: 'Godziny pracy magazynu są nieprawidłowe (otwarcie musi być przed zamknięciem).',
  warehouse_code_taken: 'Magazyn o tym kodzie już istnieje.',
  ramp_code_taken: 'Rampa o tym kodzie już istnieje w tym magazynie.',
  warehouse_in_use: 'Magazyn lub rampa ma awizacje, więc nie można go usunąć. Wyłącz go zamiast tego.',
} as const;

export type NoticeRule = keyof typeof NOTICE_RULES;

/** Constraint names the database reports without a rule name, and the rule they stand for. */
const CONSTRAINTS: Record<string, NoticeRule> = {
  delivery_notices_ramp_overlap: 'notice_ramp_overlap',
  delivery_notices_window: 'notice_window',
  delivery_notices_window_needed: 'notice_window_needed',
  delivery_notices_truck_plate_check: 'notice_plate',
  delivery_notices_trailer_plate_check: 'notice_plate',
  delivery_notices_pallets_check: 'notice_not_negative',
  delivery_notices_weight_kg_check: 'notice_not_negative',
  warehouses_opening_hours: 'warehouse_opening_hours',
  warehouses_org_id_code_key: 'warehouse_code_taken',
  ramps_warehouse_id_code_key: 'ramp_code_taken',
  delivery_notices_warehouse_id_fkey: 'warehouse_in_use',
  delivery_notices_ramp_id_fkey: 'warehouse_in_use',
};

const messagesOf = (error: unknown): string[] => {
  if (typeof error !== 'object' || error === null) return [];
  const { graphqlErrors, message } = error as {
    graphqlErrors?: readonly GraphQLFormattedError[];
    message?: unknown;
  };
  const messages = (graphqlErrors ?? []).map((e) => e.message);
  if (typeof message === 'string') messages.push(message);
  return messages;
};

/** The rule a refused awizacja or warehouse change broke, or null for any other failure. */
export function noticeRuleOf(error: unknown): NoticeRule | null {
  for (const message of messagesOf(error)) {
    const named = /rule "([a-z_]+)"/.exec(message)?.[1];
    if (named && named in NOTICE_RULES) return named as NoticeRule;
    for (const match of message.matchAll(/constraint "([a-z0-9_]+)"/g)) {
      const rule = CONSTRAINTS[match[1]!];
      if (rule) return rule;
    }
  }
  return null;
}

/** The Polish sentence for a refusal, or null when it is not one of the rules. */
export const noticeRuleMessage = (error: unknown): string | null => {
  const rule = noticeRuleOf(error);
  return rule ? NOTICE_RULES[rule] : null;
};
