/** Port: newsletter subscribers. */
export abstract class NewsletterRepository {
  /** False when the email was subscribed already. */
  abstract subscribe(email: string): Promise<boolean>;
}
