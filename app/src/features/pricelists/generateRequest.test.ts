import { describe, expect, it } from 'vitest';
import { FunctionCallError } from '@rampa/sdk';
import {
  generateErrorMessage,
  generateErrors,
  generateRequest,
  hasErrors,
  parsePrice,
  type GenerateForm,
} from './generateRequest';

const CLIENT = 'de000001-0000-4000-8000-000000000003';
const CEMENT = 'd1000000-0000-4000-8000-000000000001';
const BLOCKS = 'd1000000-0000-4000-8000-000000000002';
const BRICK = 'p1000000-0000-4000-8000-000000000001';
const GLUE = 'p1000000-0000-4000-8000-000000000002';
const form = (overrides: Partial<GenerateForm> = {}) =>
  ({
    clientId: CLIENT,
    categoryIds: [],
    picked: [],
    columns: ['sku', 'name', 'net', 'gross'],
    discountPercent: 5,
    validFrom: '2026-11-27',
    validTo: '',
    ...overrides,
  }) as GenerateForm & { clientId: string };

describe('the generator request', () => {
  it('asks for the whole catalogue (uncategorised products too) when nothing is chosen', () => {
    expect(generateRequest(form())).toEqual({
      clientId: CLIENT,
      allProducts: true,
      columns: ['sku', 'name', 'net', 'gross'],
      discountPercent: 5,
      validFrom: '2026-11-27',
      validTo: null,
    });
  });

  it('sends several categories, the hand-picked products and their agreed prices as złoty', () => {
    const request = generateRequest(
      form({
        categoryIds: [CEMENT, BLOCKS],
        picked: [
          { id: BRICK, label: 'Cegła', price: '1 234,5' },
          { id: GLUE, label: 'Klej', price: '' },
        ],
        validTo: '2027-02-28',
      }),
    );
    expect(request).toMatchObject({
      categoryIds: [CEMENT, BLOCKS],
      productIds: [BRICK, GLUE],
      prices: [{ productId: BRICK, netPrice: 1234.5 }],
      validTo: '2027-02-28',
    });
    expect(request).not.toHaveProperty('allProducts');
  });

  it('sends only the hand-picked products when no category is chosen', () => {
    expect(generateRequest(form({ picked: [{ id: GLUE, label: 'Klej', price: '' }] }))).toMatchObject({
      categoryIds: [],
      productIds: [GLUE],
    });
  });

  it('reads prices with a comma or a dot, spaces between thousands, at most two decimals', () => {
    expect(parsePrice('12,50')).toBe(12.5);
    expect(parsePrice('12.5')).toBe(12.5);
    expect(parsePrice('1 234,56')).toBe(1234.56);
    expect(parsePrice('-1')).toBeNull();
    expect(parsePrice('1,234')).toBeNull();
    expect(parsePrice('dwanaście')).toBeNull();
  });
});

describe('the generator form errors, in Polish', () => {
  it('has none for a complete form', () => {
    expect(hasErrors(generateErrors(form()))).toBe(false);
  });

  it('names each wrong field', () => {
    const errors = generateErrors(
      form({
        clientId: null,
        columns: [],
        validFrom: '27.11.2026',
        picked: [{ id: BRICK, label: 'Cegła', price: '-3' }],
      }),
    );
    expect(errors).toEqual({
      clientId: 'Wybierz klienta',
      columns: 'Wybierz co najmniej jedną kolumnę',
      validFrom: 'Data w formacie RRRR-MM-DD',
      prices: { [BRICK]: 'Cena netto to liczba nieujemna, najwyżej dwa miejsca po przecinku' },
    });
    expect(hasErrors(errors)).toBe(true);
  });

  it('refuses an end before the start', () => {
    expect(generateErrors(form({ validTo: '2026-11-01' })).validTo).toBe(
      'Koniec ważności nie może być przed jej początkiem',
    );
  });
});

describe('the function refusals, in Polish', () => {
  const refusal = (code: string) => new FunctionCallError(code, 400, 'refused');
  it.each([
    ['forbidden', 'Ten klient nie należy do Twojej organizacji albo nie możesz tworzyć cenników.'],
    ['no-products', 'W wybranym zakresie nie ma aktywnych produktów.'],
    ['invalid-validity', 'Data końca ważności nie może być wcześniejsza niż data początku.'],
    ['invalid-request', 'Serwer odrzucił dane cennika. Sprawdź rabat, ceny i daty.'],
  ])('%s', (code, message) => {
    expect(generateErrorMessage(refusal(code))).toBe(message);
  });

  it('anything else asks to try again', () => {
    expect(generateErrorMessage(new Error('network'))).toBe(
      'Nie udało się wygenerować cennika. Spróbuj ponownie.',
    );
  });
});
