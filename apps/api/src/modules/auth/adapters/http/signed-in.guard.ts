import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { ErrorCode, ErrorText } from '@storyvault/contracts';
import type { Request } from 'express';
import { ManageUsers } from '../../application/manage-users.use-case';
import { User } from '../../domain/user';
import { signedInUser } from './session';

export type SignedInRequest = Request & { user: User };

/** Lets a request through only with a session of an existing user, which it puts on req.user. */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(private readonly users: ManageUsers) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const user = await signedInUser(req, this.users);
    if (!user) throw new UnauthorizedException({ code: ErrorCode.NOT_SIGNED_IN, message: ErrorText.notSignedIn });
    (req as SignedInRequest).user = user;
    return true;
  }
}
