/**
 * The online purchase (§4 Online purchase): idle, then 'Redirecionando...' while the checkout is
 * created, then the browser goes to the returned address. Failures are red toasts (§8): 'Erro ao
 * gerar o checkout' with the server's message (e.g. someone is already giving it), 'Checkout
 * criado, mas sem URL', or for a kit body that cannot be built 'Erro ao montar checkout do kit'
 * with the item error.
 */
import { useState } from 'react';
import { api, ApiError, type CheckoutRequest } from 'shared-contracts';
import { toastError, toastFailure } from 'shared-contracts/ui';
import { CheckoutBuildError } from './checkoutPayload';
import { redirectTo } from './redirect';
import { giveTexts as t } from './texts';

export interface OnlineCheckout {
  redirecting: boolean;
  /** Builds the body with `build` and creates the checkout. */
  start: (build: () => CheckoutRequest) => Promise<void>;
}

/**
 * `onConflict` runs when the server answers 409 (held by someone else, sold, changed): the caller
 * refreshes what it shows.
 */
export function useOnlineCheckout({ buildErrorTitle = t.checkoutError, onConflict }: { buildErrorTitle?: string; onConflict?: () => void } = {}): OnlineCheckout {
  const [redirecting, setRedirecting] = useState(false);
  const start = async (build: () => CheckoutRequest) => {
    let body: CheckoutRequest;
    try {
      body = build();
    } catch (error) {
      if (!(error instanceof CheckoutBuildError)) throw error;
      toastFailure(buildErrorTitle, error);
      return;
    }
    setRedirecting(true);
    try {
      const { checkoutUrl } = await api.createCheckout(body);
      if (!checkoutUrl) {
        toastError(t.noCheckoutUrl);
        setRedirecting(false);
        return;
      }
      redirectTo(checkoutUrl); // stays 'Redirecionando...' while the browser leaves
    } catch (error) {
      toastFailure(t.checkoutError, error);
      setRedirecting(false);
      if (error instanceof ApiError && error.status === 409) onConflict?.();
    }
  };
  return { redirecting, start };
}
