import { StorageRequestError } from '@rampa/sdk';

/** A Polish sentence for a failed avatar upload or removal; the server's English text never shows. */
export function storageErrorMessage(error: unknown): string {
  if (error instanceof StorageRequestError) {
    if (error.error === 'abort-error') return 'Przesyłanie anulowano.';
    if (error.status === 0)
      return 'Brak połączenia z serwerem. Sprawdź połączenie z siecią i spróbuj ponownie.';
    if (error.status === 413 || /too (big|large)/i.test(error.message)) {
      return 'Plik jest za duży. Zdjęcie może mieć najwyżej 5 MB.';
    }
    if (/too small/i.test(error.message)) return 'Plik jest pusty. Wybierz inne zdjęcie.';
    if (error.status === 403) {
      return 'Serwer nie przyjął tego pliku: to nie jest obraz JPG, PNG, WebP ani AVIF.';
    }
    if (error.status === 400 && /(pixel|image|dimension)/i.test(error.message)) {
      return 'Serwer nie przyjął tego obrazu (uszkodzony albo zbyt duży w pikselach).';
    }
    if (error.status >= 500) return 'Serwer jest chwilowo niedostępny. Spróbuj ponownie za chwilę.';
  }
  return 'Nie udało się zapisać zdjęcia. Spróbuj ponownie.';
}
