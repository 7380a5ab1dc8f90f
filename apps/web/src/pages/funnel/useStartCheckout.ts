import { useMutation } from '@tanstack/react-query';
import { ErrorCode } from '@storyvault/contracts';
import { useToast } from '../../components/toast/useToast';
import { createCheckout, externalNavigation, type StartCheckoutRequest } from './funnelApi';
import { checkoutErrorToast, hasErrorCode, NO_CHECKOUT_URL } from './funnelErrors';

/**
 * Starts the payment provider's checkout and leaves for it. The button stays in its pending
 * state while the browser navigates away; failures become the docs/product.md §8 notifications, except a
 * lead whose payment went through already (no second checkout), which `onAlreadyPaid` shows, and
 * a signed-in subscriber refused a second checkout, whom `onAlreadySubscribed` sends to their plan.
 */
export function useStartCheckout(onAlreadyPaid?: () => void, onAlreadySubscribed?: () => void) {
  const { toast, dismiss } = useToast();
  const mutation = useMutation({
    mutationFn: async (request: StartCheckoutRequest) => {
      const { checkoutUrl } = await createCheckout(request);
      if (!checkoutUrl) throw new Error(NO_CHECKOUT_URL);
      return checkoutUrl;
    },
    onMutate: () => dismiss(),
    onSuccess: (checkoutUrl) => externalNavigation.go(checkoutUrl),
    onError: (error) => {
      if (onAlreadyPaid && hasErrorCode(error, ErrorCode.LEAD_ALREADY_PAID)) onAlreadyPaid();
      else if (onAlreadySubscribed && hasErrorCode(error, ErrorCode.ALREADY_SUBSCRIBED)) onAlreadySubscribed();
      else toast(checkoutErrorToast(error));
    },
  });
  return {
    start: (request: StartCheckoutRequest) => mutation.mutate(request),
    // Still "Processing..." after success: the page is being left.
    isPending: mutation.isPending || mutation.isSuccess,
  };
}
