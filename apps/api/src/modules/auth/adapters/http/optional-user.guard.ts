import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { ManageUsers } from '../../application/manage-users.use-case';
import { User } from '../../domain/user';
import { signedInUser } from './session';

export type MaybeSignedInRequest = Request & { user?: User };

/** Lets every request through, putting the signed-in user (if any) on req.user. */
@Injectable()
export class OptionalUserGuard implements CanActivate {
  constructor(private readonly users: ManageUsers) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<MaybeSignedInRequest>();
    const user = await signedInUser(req, this.users);
    if (user) req.user = user;
    return true;
  }
}
