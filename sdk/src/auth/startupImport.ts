import { isRetriable, VALIDATION_ERROR_CODE } from '../errors';
import type { AuthClientDeps } from './authClient';
import { IGNORED_URL_ERROR_DESCRIPTION, URL_REFRESH_TOKEN_PARAM, URL_TYPE_PARAM } from './constants';
import { readUrlAuthParams, type UrlAuthParams, withoutUrlParams } from './pageUrl';
import type { Exclusive, TokenLifecycle } from './tokenLifecycle';

export interface StartupImportContext
  extends
    Pick<AuthClientDeps, 'api' | 'vault' | 'location' | 'autoSignIn'>,
    Pick<TokenLifecycle, 'getSnapshot' | 'dispatch' | 'received' | 'persist'> {
  readonly exclusive: Exclusive;
}

/** Start-up import: the session from the page address's token, else from the stored one. */
export function createStartupImport(context: StartupImportContext) {
  const { api, vault, getSnapshot, dispatch, received, persist, exclusive } = context;
  let urlParams: UrlAuthParams | null = null;

  /** Reads the page address once: its token is single-use and must not linger in history or referrers. */
  function consumeUrl(): UrlAuthParams | null {
    const { location } = context;
    if (!context.autoSignIn || !location) return null;
    const params = readUrlAuthParams(location.href);
    if (params.refreshToken || params.type) {
      location.replace(withoutUrlParams(location.href, [URL_REFRESH_TOKEN_PARAM, URL_TYPE_PARAM]));
    }
    return params;
  }

  async function runImport(): Promise<void> {
    const url = urlParams;
    if (url?.refreshToken) {
      const result = await api.refreshToken(url.refreshToken);
      if (result.ok) {
        urlParams = null;
        dispatch(
          { type: 'TOKEN_IMPORT_SUCCEEDED', received: received(result.value), urlTokenType: url.type },
          persist(result.value),
        );
        return;
      }
      if (isRetriable(result.error)) {
        dispatch({ type: 'TOKEN_IMPORT_FAILED', error: result.error });
        return;
      }
      // A rejected address token is spent; the stored one may still be good.
      urlParams = null;
    } else if (url?.error && url.errorDescription !== IGNORED_URL_ERROR_DESCRIPTION) {
      urlParams = null;
      const error = {
        error: url.error,
        message: url.errorDescription ?? url.error,
        status: VALIDATION_ERROR_CODE,
      };
      dispatch({ type: 'URL_SIGNIN_FAILED', error });
      return;
    }

    await exclusive(async (newest) => {
      // Read under the lock: another tab may have just rotated the stored token.
      const stored = vault.readStored();
      if (!stored) {
        dispatch({ type: 'TOKEN_IMPORT_NONE' });
        return;
      }
      const presented = newest(stored.refreshToken);
      const result = await api.refreshToken(presented);
      if (result.ok) {
        dispatch(
          { type: 'TOKEN_IMPORT_SUCCEEDED', received: received(result.value), urlTokenType: null },
          persist(result.value, presented),
        );
        return;
      }
      dispatch({ type: 'TOKEN_IMPORT_FAILED', error: result.error }, () => {
        if (getSnapshot().authentication !== 'retryTokenImport' && result.error.status === 401)
          vault.remove();
      });
    });
  }

  /** The first import; a retry after a retriable failure runs runImport again. */
  function begin(): void {
    urlParams = consumeUrl();
    void runImport();
  }

  return { begin, runImport };
}
