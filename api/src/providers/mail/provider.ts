/** The interface every mail adapter implements (the simulator and SMTP). */
export interface MailMessage {
  to: string;
  from: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface MailProvider {
  /** Recorded in the outbox as the provider that handled a message. */
  readonly name: string;
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
