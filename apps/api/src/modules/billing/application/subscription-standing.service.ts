import { Injectable } from '@nestjs/common';
import { ManageUsers } from '../../auth/auth.public';
import { BillingRepository } from './ports/billing.repository';

/**
 * Whether a user's subscription ended (docs/decisions/0059-never-locked-out.md): they paid once,
 * no subscription of theirs is in good standing now, and no operator gave them full access. A
 * free account that never paid has not "ended". The collection of such an owner stays readable
 * and exportable; its stories are not edited and no question is sent until they renew.
 */
@Injectable()
export class SubscriptionStanding {
  constructor(
    private readonly repo: BillingRepository,
    private readonly users: ManageUsers,
  ) {}

  async ended(userId: string): Promise<boolean> {
    const user = await this.users.findById(userId);
    if (!user || user.hasFullAccess) return false;
    return this.repo.subscriptionEnded(userId);
  }
}
