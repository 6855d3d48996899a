/** The queues of the job library (jobs/, docs/decisions/033); the migrations create them (db/index). */
export const QUEUES = {
  /** One mail of the outbox (mail/mailer): data `{ id, sealedLink? }`. */
  mail: 'mail',
  /** One run of the reconciliation with the store (shop/reconcile). */
  reconcile: 'reconciliacao',
  /** One sweep of unused uploads (images/sweep). */
  uploads: 'uploads',
  /** One sweep of run-out gift holds (shop/holds), every minute. */
  holds: 'reservas',
  /** The day-after mails of the completion discount (shop/completionDiscount), hourly. */
  completionDiscounts: 'descontos',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
