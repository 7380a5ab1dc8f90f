/**
 * Whether this tab is the owner's first visit: the account was created here (sign-up or the
 * funnel's account form). Kept in sessionStorage so that a reload still greets "Welcome", while a
 * later sign-in, in this tab or another, says "Welcome back".
 */
const FIRST_VISIT_KEY = 'storyvault.firstVisit';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function rememberFirstVisit(email: string): void {
  try {
    storage()?.setItem(FIRST_VISIT_KEY, email.toLowerCase());
  } catch {
    // Storage refused: the greeting falls back to "Welcome back", nothing else depends on it.
  }
}

export function forgetFirstVisit(): void {
  try {
    storage()?.removeItem(FIRST_VISIT_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

export function isFirstVisit(email: string): boolean {
  try {
    return storage()?.getItem(FIRST_VISIT_KEY) === email.toLowerCase();
  } catch {
    return false;
  }
}
