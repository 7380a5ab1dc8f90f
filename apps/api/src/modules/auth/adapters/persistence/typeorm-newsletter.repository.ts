import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NewsletterRepository } from '../../application/ports/newsletter.repository';

@Injectable()
export class TypeormNewsletterRepository extends NewsletterRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async subscribe(email: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      'INSERT INTO newsletter_subscriptions (email) VALUES ($1) ON CONFLICT DO NOTHING RETURNING email',
      [email],
    );
    return rows.length > 0;
  }
}
