import type {
  CaptureLeadRequest,
  CaptureLeadResponse,
  CompleteSignupRequest,
  CompleteSignupResponse,
  CreateCheckoutRequest,
  CreateCheckoutResponse,
  VerifyPaymentRequest,
  VerifyPaymentResponse,
} from '@storyvault/contracts';
import { apiRequest } from '../../api/client';

export const captureLead = (request: CaptureLeadRequest) =>
  apiRequest<CaptureLeadResponse>('POST', '/api/capture-lead', request);

/**
 * Without a leadId the API starts the checkout for the signed-in user (the /subscribe screen);
 * CreateCheckoutRequest itself still requires one.
 */
export type StartCheckoutRequest = Omit<CreateCheckoutRequest, 'leadId'> & { leadId?: number };

export const createCheckout = (request: StartCheckoutRequest) =>
  apiRequest<Partial<CreateCheckoutResponse>>('POST', '/api/create-checkout', request);

export const verifyPayment = (request: VerifyPaymentRequest) =>
  apiRequest<VerifyPaymentResponse>('POST', '/api/verify-payment', request);

export const completeSignup = (request: CompleteSignupRequest) =>
  apiRequest<CompleteSignupResponse>('POST', '/api/complete-signup', request);

/** Leaving for the payment provider's page; an object so tests can stand in for the browser's navigation. */
export const externalNavigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};
