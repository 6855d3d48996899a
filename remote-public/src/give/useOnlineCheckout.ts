/**
 * The online purchase (§4 Online purchase): idle, then 'Redirecionando...' while the checkout is
 * created, then the browser goes to the returned address. Failures are red toasts (§8): 'Erro ao
 * gerar o checkout' with the server's message (e.g. someone is already giving it), 'Checkout
 * criado, mas sem URL', or for a kit body that cannot be built 'Erro ao montar checkout do kit'
 * with the item error. The vale-presente dialog (decision 030) goes through the same states with `open`.
 */
import { useState } from 'react';
import { api, ApiError, type CheckoutRequest, type CheckoutResponse } from 'shared-contracts';
import { toastError, toastFailure } from 'shared-contracts/ui';
import { CheckoutBuildError } from './checkoutPayload';
import { redirectTo } from './redirect';
import { giveTexts as t } from './texts';

export interface OnlineCheckout {
  redirecting: boolean;
  /** Builds the body with `build` and creates the checkout. */
  start: (build: () => CheckoutRequest) => Promise<void>;
  /**
   * Creates a checkout with `create` (any call answering `{ checkoutUrl }`, e.g. the vale-presente's,
   * decision 030) and goes to it, with the same states and error toasts as `start`.
   */
  open: (create: () => Promise<CheckoutResponse>) => Promise<void>;
}

/**
 * `onConflict` runs when the server answers 409 (held by someone else, sold, changed): the caller
 * refreshes what it shows.
 */
export function useOnlineCheckout({ buildErrorTitle = t.checkoutError, onConflict }: { buildErrorTitle?: string; onConflict?: () => void } = {}): OnlineCheckout {
  const [redirecting, setRedirecting] = useState(false);
  const open = async (create: () => Promise<CheckoutResponse>) => {
    setRedirecting(true);
    try {
      const { checkoutUrl } = await create();
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
  const start = async (build: () => CheckoutRequest) => {
    let body: CheckoutRequest;
    try {
      body = build();
    } catch (error) {
      if (!(error instanceof CheckoutBuildError)) throw error;
      toastFailure(buildErrorTitle, error);
      return;
    }
    await open(() => api.createCheckout(body));
  };
  return { redirecting, start, open };
}
