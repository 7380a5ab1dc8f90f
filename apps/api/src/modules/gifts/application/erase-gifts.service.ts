import { Injectable } from '@nestjs/common';
import { ManageUsers } from '../../auth/auth.public';
import { GiftRepository } from './ports/gift.repository';

/** For the erasure of an account past its grace: the gifts it gave (their messages, the seniors' names and addresses) go too. */
@Injectable()
export class EraseGifts {
  constructor(
    private readonly gifts: GiftRepository,
    private readonly users: ManageUsers,
  ) {}

  async execute(userId: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (user) await this.gifts.forgetGiver(userId, user.email);
  }
}
