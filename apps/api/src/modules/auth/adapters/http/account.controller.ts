import { Body, Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AccountDeletionResponse,
  EMAIL_CHANGE_DONE_MESSAGE,
  EMAIL_CHANGE_REQUESTED_MESSAGE,
  MessageResponse,
  PASSWORD_CHANGED_MESSAGE,
} from '@storyvault/contracts';
import type { Request, Response } from 'express';
import { SESSION_COOKIE } from '../../../../shared/http/session.middleware';
import { ScheduleAccountDeletion } from '../../application/account-deletion.use-cases';
import { ConfirmEmailChange, RequestEmailChange } from '../../application/change-email.use-cases';
import { ChangePassword } from '../../application/change-password.use-case';
import { spokenDay } from '../../domain/account-deletion';
import { ChangeEmailDto, ChangePasswordDto, ConfirmEmailChangeDto, DeleteAccountDto } from './auth.dto';
import { endSession, establishSession } from './session';
import { SignedInGuard, SignedInRequest } from './signed-in.guard';

/** The signed-in user's own account: its email, its password, and deleting it. */
@ApiTags('account')
@Controller('account')
export class AccountController {
  constructor(
    private readonly requestEmailChange: RequestEmailChange,
    private readonly confirmEmailChange: ConfirmEmailChange,
    private readonly changePassword: ChangePassword,
    private readonly scheduleDeletion: ScheduleAccountDeletion,
  ) {}

  @Post('email')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Email a link to the new address (current password required); the email changes when it is opened',
  })
  @UseGuards(SignedInGuard)
  async changeEmail(@Req() req: SignedInRequest, @Body() body: ChangeEmailDto): Promise<MessageResponse> {
    await this.requestEmailChange.execute({ userId: req.user.id, newEmail: body.newEmail, password: body.password });
    return { message: EMAIL_CHANGE_REQUESTED_MESSAGE };
  }

  @Post('email/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Make the new address the account email with the emailed link (no sign-in needed)' })
  async confirmEmail(@Body() body: ConfirmEmailChangeDto): Promise<MessageResponse> {
    await this.confirmEmailChange.execute(body.token);
    return { message: EMAIL_CHANGE_DONE_MESSAGE };
  }

  @Post('password')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Change the password (current one required); other sessions are signed out, this one stays',
  })
  @UseGuards(SignedInGuard)
  async changeOwnPassword(@Req() req: SignedInRequest, @Body() body: ChangePasswordDto): Promise<MessageResponse> {
    await this.changePassword.execute({
      userId: req.user.id,
      currentPassword: body.currentPassword,
      newPassword: body.newPassword,
    });
    // Every session ended with the change; this device gets a fresh one (a new id as well).
    await establishSession(req, req.user.id);
    return { message: PASSWORD_CHANGED_MESSAGE };
  }

  @Post('delete')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Schedule the account and every vault it owns for deletion in 30 days; signs out everywhere',
  })
  @UseGuards(SignedInGuard)
  async deleteAccount(
    @Req() req: SignedInRequest,
    @Res({ passthrough: true }) res: Response,
    @Body() body: DeleteAccountDto,
  ): Promise<AccountDeletionResponse> {
    const { deleteAfter } = await this.scheduleDeletion.execute({ userId: req.user.id, password: body.password });
    await endSession(req as Request);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    return {
      deleteAfter: deleteAfter.toISOString(),
      message: `Your account will be deleted on ${spokenDay(deleteAfter)}. Sign in before then to keep it.`,
    };
  }
}
