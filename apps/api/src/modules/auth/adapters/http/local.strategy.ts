import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { AuthenticateUser } from '../../application/authenticate-user.use-case';
import { User } from '../../domain/user';
import { clientIp } from './session';

/** passport-local on { email, password }; throttling and checks live in AuthenticateUser. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly authenticateUser: AuthenticateUser) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true, session: false });
  }

  validate(req: Request, email: string, password: string): Promise<User> {
    return this.authenticateUser.execute({ email, password, ip: clientIp(req) });
  }
}
