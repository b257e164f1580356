import { FunctionCallError, type GeneratePriceListInput, type PriceListColumn } from '@rampa/sdk';

/** A product picked by hand, with the net price agreed for the client as typed ('' keeps the list's price). */
export interface PickedProduct {
  id: string;
  label: string;
  price: string;
}

export interface GenerateForm {
  clientId: string | null;
  /** The categories chosen on the page; none and no product picked means the whole catalogue. */
  categoryIds: readonly string[];
  picked: readonly PickedProduct[];
  columns: readonly PriceListColumn[];
  discountPercent: number;
  validFrom: string;
  validTo: string;
}

export type GenerateErrors = Partial<Record<'clientId' | 'columns' | 'validFrom' | 'validTo', string>> & {
  /** By picked product id. */
  prices?: Record<string, string>;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** "12,50", "12.5", "1 234,5": a net price of at most 10 digits of złoty and two decimals. */
const PRICE = /^\d{1,10}([.,]\d{1,2})?$/;

/** A typed net price as złoty, or null when it is not one. */
export function parsePrice(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, '');
  return PRICE.test(compact) ? Number(compact.replace(',', '.')) : null;
}

function dateError(value: string, required: boolean): string | undefined {
  if (value === '') return required ? 'Podaj datę' : undefined;
  return DATE.test(value) && !Number.isNaN(Date.parse(value)) ? undefined : 'Data w formacie RRRR-MM-DD';
}

/** What is wrong with the form, in Polish, by field (empty when it can be sent). */
export function generateErrors(form: GenerateForm): GenerateErrors {
  const errors: GenerateErrors = {};
  if (form.clientId === null) errors.clientId = 'Wybierz klienta';
  if (form.columns.length === 0) errors.columns = 'Wybierz co najmniej jedną kolumnę';
  const from = dateError(form.validFrom, true);
  if (from) errors.validFrom = from;
  const to = dateError(form.validTo, false);
  if (to) errors.validTo = to;
  else if (form.validTo && !from && form.validTo < form.validFrom)
    errors.validTo = 'Koniec ważności nie może być przed jej początkiem';
  for (const product of form.picked) {
    if (product.price.trim() !== '' && parsePrice(product.price) === null) {
      errors.prices = {
        ...errors.prices,
        [product.id]: 'Cena netto to liczba nieujemna, najwyżej dwa miejsca po przecinku',
      };
    }
  }
  return errors;
}

export const hasErrors = (errors: GenerateErrors) =>
  Object.keys(errors).some((key) => key !== 'prices') || Object.keys(errors.prices ?? {}).length > 0;

/**
 * The function's request: the whole catalogue when nothing is chosen, else the chosen categories and the
 * hand-picked products; an agreed price replaces the discounted one on its line.
 */
export function generateRequest(form: GenerateForm & { clientId: string }): GeneratePriceListInput {
  const prices = form.picked.flatMap((product) => {
    const netPrice = product.price.trim() === '' ? null : parsePrice(product.price);
    return netPrice === null ? [] : [{ productId: product.id, netPrice }];
  });
  const whole = form.categoryIds.length === 0 && form.picked.length === 0;
  return {
    clientId: form.clientId,
    ...(whole
      ? { allProducts: true }
      : { categoryIds: [...form.categoryIds], productIds: form.picked.map((product) => product.id) }),
    ...(prices.length > 0 && { prices }),
    columns: [...form.columns],
    discountPercent: form.discountPercent,
    validFrom: form.validFrom,
    validTo: form.validTo || null,
  };
}

/** The function's refusals in Polish. */
export function generateErrorMessage(error: unknown): string {
  if (error instanceof FunctionCallError) {
    switch (error.code) {
      case 'forbidden':
        return 'Ten klient nie należy do Twojej organizacji albo nie możesz tworzyć cenników.';
      case 'no-products':
        return 'W wybranym zakresie nie ma aktywnych produktów.';
      case 'invalid-validity':
        return 'Data końca ważności nie może być wcześniejsza niż data początku.';
      case 'invalid-request':
        return 'Serwer odrzucił dane cennika. Sprawdź rabat, ceny i daty.';
    }
  }
  return 'Nie udało się wygenerować cennika. Spróbuj ponownie.';
}
