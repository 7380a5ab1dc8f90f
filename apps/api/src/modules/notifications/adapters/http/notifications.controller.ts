import { Body, Controller, Get, HttpCode, Param, Put, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { NotificationSettings, PersonSettings, UnsubscribeView } from '@storyvault/contracts';
import type { Request } from 'express';
import { SignedInGuard, SignedInRequest } from '../../../auth/auth-http.public';
import { NotificationChoices } from '../../application/notification-settings.use-cases';
import { Unsubscribe } from '../../application/unsubscribe.use-cases';
import { PersonSettingsUseCases } from '../../application/person-settings.use-cases';
import { NotificationSettingsDto, OwnerEmailChoicesDto, PersonSettingsDto } from './notifications.dto';

@ApiTags('notifications')
@Controller('vaults/:id/notifications')
@UseGuards(SignedInGuard)
export class VaultNotificationsController {
  constructor(private readonly choices: NotificationChoices) {}

  @Get()
  @ApiOperation({
    summary:
      'The signed-in person’s email choices in this vault: new stories (each, weekly or none), and for the owner the emails about the family',
  })
  get(@Req() req: SignedInRequest, @Param('id') id: string): Promise<NotificationSettings> {
    return this.choices.get(req.user, id);
  }

  @Put()
  @ApiOperation({ summary: 'Choose new-story emails in this vault: every story, a weekly digest, or none' })
  set(
    @Req() req: SignedInRequest,
    @Param('id') id: string,
    @Body() body: NotificationSettingsDto,
  ): Promise<NotificationSettings> {
    return this.choices.set(req.user, id, body.notify);
  }

  @Put('owner-emails')
  @ApiOperation({
    summary: 'The owner chooses emails when someone joins, comments or suggests a question (the ones left out stay)',
  })
  setOwnerEmails(
    @Req() req: SignedInRequest,
    @Param('id') id: string,
    @Body() body: OwnerEmailChoicesDto,
  ): Promise<NotificationSettings> {
    return this.choices.setOwnerEmails(req.user, id, body);
  }
}

/** The signed-in person's own settings, whatever the vault: the language the family's emails to them use. */
@ApiTags('notifications')
@Controller('notifications')
@UseGuards(SignedInGuard)
export class PersonSettingsController {
  constructor(private readonly settings: PersonSettingsUseCases) {}

  @Get()
  @ApiOperation({ summary: 'The signed-in person’s own settings: the language of the family’s emails to them' })
  get(@Req() req: SignedInRequest): Promise<PersonSettings> {
    return this.settings.get(req.user);
  }

  @Put()
  @ApiOperation({ summary: 'Choose the language of the family’s emails to me (and of my dashboard)' })
  set(@Req() req: SignedInRequest, @Body() body: PersonSettingsDto): Promise<PersonSettings> {
    return this.settings.setLanguage(req.user, body.language);
  }
}

/**
 * The stop-emails link of new-story emails, signed out. Mail programs POST to it with the
 * RFC 8058 form body `List-Unsubscribe=One-Click`, no cookie and no Origin; the web page POSTs
 * `{}`. The body says nothing the token does not, so none is read (and none is refused).
 */
@ApiTags('notifications')
@Controller('notifications/unsubscribe')
export class UnsubscribeController {
  constructor(private readonly unsubscribe: Unsubscribe) {}

  @Get()
  @ApiQuery({ name: 'token', description: 'From the link in a new-story email' })
  @ApiOperation({ summary: 'Whose new-story emails the link stops, and the choice now' })
  open(@Query('token') token: string): Promise<UnsubscribeView> {
    return this.unsubscribe.open(token);
  }

  @Post()
  @HttpCode(200)
  @ApiQuery({ name: 'token', description: 'From the link in a new-story email' })
  @ApiOperation({ summary: 'Stop new-story emails from this vault (one click, RFC 8058)' })
  confirm(@Query('token') token: string, @Req() req: Request): Promise<UnsubscribeView> {
    const fromBody = (req.body as { token?: unknown } | undefined)?.token;
    return this.unsubscribe.confirm(token ?? fromBody);
  }
}
