/** The interface every sms adapter implements (the simulator and MessageBird). */
export interface SmsMessage {
  /** Digits in international form, `31612345678`. */
  to: string;
  body: string;
  /**
   * The notification's idempotency key: the adapter hands it to the service as its reference,
   * so a message can be traced (and the outbox refuses a second send under it).
   */
  reference: string;
}

export interface SmsProvider {
  /** Recorded in the outbox as the provider that handled a message. */
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}
