import { InvalidWebhookError } from '../../domain/billing.errors';

/** Event ids are stored (billing_events.event_id, 255 characters) and types too (100). */
const EVENT_ID = /^[A-Za-z0-9_-]{1,255}$/;
const EVENT_TYPE = /^[a-z0-9_.]{1,100}$/;
/** The events we act on, and the object each must carry. */
const HANDLED = new Set([
  'checkout.session.completed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'charge.refunded',
]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isIdOrObjectWithId = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  typeof value === 'string' ||
  (isRecord(value) && typeof value.id === 'string');

/**
 * A correctly signed event is still only JSON: before anything reads it, its shape is checked
 * (an object with a sane id and type; for the events we act on, a data object with a string id
 * and string-or-object references). Anything else is refused as a bad webhook (400).
 */
export function checkEventShape(event: unknown): void {
  if (!isRecord(event)) throw new InvalidWebhookError('the event is not a JSON object');
  if (typeof event.id !== 'string' || !EVENT_ID.test(event.id))
    throw new InvalidWebhookError('the event has no valid id');
  if (typeof event.type !== 'string' || !EVENT_TYPE.test(event.type))
    throw new InvalidWebhookError('the event has no valid type');
  if (!isRecord(event.data) || !isRecord(event.data.object))
    throw new InvalidWebhookError('the event carries no data object');
  if (!HANDLED.has(event.type)) return;
  const object = event.data.object;
  if (typeof object.id !== 'string' || !EVENT_ID.test(object.id))
    throw new InvalidWebhookError('the event’s object has no valid id');
  for (const reference of ['customer', 'subscription', 'payment_intent'])
    if (!isIdOrObjectWithId(object[reference])) throw new InvalidWebhookError(`the event’s ${reference} is malformed`);
  for (const text of ['status', 'payment_status', 'client_reference_id', 'customer_email', 'currency'])
    if (object[text] !== undefined && object[text] !== null && typeof object[text] !== 'string')
      throw new InvalidWebhookError(`the event’s ${text} is malformed`);
  for (const number of [
    'current_period_end',
    'amount_paid',
    'amount_due',
    'amount_refunded',
    'attempt_count',
    'created',
  ])
    if (object[number] !== undefined && object[number] !== null && typeof object[number] !== 'number')
      throw new InvalidWebhookError(`the event’s ${number} is malformed`);
  if (object.cancel_at_period_end !== undefined && typeof object.cancel_at_period_end !== 'boolean')
    throw new InvalidWebhookError('the event’s cancel_at_period_end is malformed');
  for (const nested of ['metadata', 'customer_details', 'items', 'parent', 'status_transitions', 'refunds'])
    if (object[nested] !== undefined && object[nested] !== null && !isRecord(object[nested]))
      throw new InvalidWebhookError(`the event’s ${nested} is malformed`);
}
