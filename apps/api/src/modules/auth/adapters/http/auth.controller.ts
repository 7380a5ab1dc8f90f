import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AuthResponse,
  MessageResponse,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  UserView,
} from '@storyvault/contracts';
import type { Request, Response } from 'express';
import { signUpLanguage } from '../../../../shared/http/request-language';
import { SESSION_COOKIE } from '../../../../shared/http/session.middleware';
import { UndoAccountDeletion } from '../../application/account-deletion.use-cases';
import { ConfirmPasswordReset } from '../../application/confirm-password-reset.use-case';
import { RegisterUser } from '../../application/register-user.use-case';
import { RequestPasswordReset } from '../../application/request-password-reset.use-case';
import { User } from '../../domain/user';
import { LoginDto, PasswordResetConfirmDto, PasswordResetRequestDto, RegisterDto } from './auth.dto';
import { LoginGuard } from './login.guard';
import { clientIp, endSession, establishSession } from './session';
import { SignedInGuard, SignedInRequest } from './signed-in.guard';

export function toUserView(user: User): UserView {
  return { name: user.name, email: user.email, hasFullAccess: user.hasFullAccess };
}

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly registerUser: RegisterUser,
    private readonly requestReset: RequestPasswordReset,
    private readonly confirmReset: ConfirmPasswordReset,
    private readonly undoDeletion: UndoAccountDeletion,
  ) {}

  @Get('me')
  @ApiOperation({ summary: 'The signed-in user; 401 when signed out' })
  @UseGuards(SignedInGuard)
  me(@Req() req: SignedInRequest): UserView {
    return toUserView(req.user);
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with email and password' })
  @UseGuards(LoginGuard)
  async login(@Req() req: Request & { user: User }, @Body() _body: LoginDto): Promise<AuthResponse> {
    const deletionUndone = await this.undoDeletion.onSignIn(req.user);
    await establishSession(req, req.user.id);
    return deletionUndone ? { user: toUserView(req.user), deletionUndone } : { user: toUserView(req.user) };
  }

  @Post('register')
  @HttpCode(200)
  @ApiOperation({ summary: 'Create an account and sign in' })
  async register(@Req() req: Request, @Body() body: RegisterDto): Promise<AuthResponse> {
    const user = await this.registerUser.execute({ ...body, language: signUpLanguage(req, body.language) });
    await establishSession(req, user.id);
    return { user: toUserView(user) };
  }

  @Post('logout')
  @HttpCode(204)
  @ApiOperation({ summary: 'Sign out' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await endSession(req);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  @Post('auth/password-reset/request')
  @HttpCode(200)
  @ApiOperation({ summary: 'Email a password reset link (same answer whether or not the email exists)' })
  async requestPasswordReset(@Req() req: Request, @Body() body: PasswordResetRequestDto): Promise<MessageResponse> {
    await this.requestReset.execute({ email: body.email, ip: clientIp(req) });
    return { message: PASSWORD_RESET_REQUESTED_MESSAGE };
  }

  @Post('auth/password-reset/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with an emailed token' })
  async confirmPasswordReset(@Req() req: Request, @Body() body: PasswordResetConfirmDto): Promise<MessageResponse> {
    await this.confirmReset.execute({ token: body.token, newPassword: body.newPassword, ip: clientIp(req) });
    return { message: PASSWORD_RESET_DONE_MESSAGE };
  }
}
