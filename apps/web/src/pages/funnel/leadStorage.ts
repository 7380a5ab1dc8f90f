/** docs/product.md §3: the lead is kept in the session under these keys until the account exists. */
export const LEAD_KEYS = { id: 'leadId', email: 'leadEmail', name: 'leadName' } as const;

export interface StoredLead {
  leadId: number;
  email: string;
  name: string;
}

// sessionStorage can throw (storage disabled, private modes); the funnel then acts as if there were no lead.
function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function saveLead(lead: StoredLead): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(LEAD_KEYS.id, String(lead.leadId));
    store.setItem(LEAD_KEYS.email, lead.email);
    store.setItem(LEAD_KEYS.name, lead.name);
  } catch {
    // Quota or privacy settings: the plan page will send the visitor back to step 1.
  }
}

/** The kept lead, or null when there is no usable lead id. */
export function readLead(): StoredLead | null {
  const store = storage();
  const id = Number(store?.getItem(LEAD_KEYS.id) ?? NaN);
  if (!store || !Number.isInteger(id) || id <= 0) return null;
  return { leadId: id, email: store.getItem(LEAD_KEYS.email) ?? '', name: store.getItem(LEAD_KEYS.name) ?? '' };
}

export function clearLead(): void {
  const store = storage();
  if (!store) return;
  Object.values(LEAD_KEYS).forEach((key) => store.removeItem(key));
}
