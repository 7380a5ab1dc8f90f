import { Body, Controller, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ReplyChoiceView } from '@storyvault/contracts';
import { DecideReplyChoice } from '../../application/decide-reply-choice.use-case';
import { ChooseReplyDto } from './reply-choice.dto';

/**
 * The senior's choice about an unclear reply (no sign-in: the emailed token is the key, in the
 * path; the request log replaces it). Reading never acts, so a mail scanner opening the link
 * decides nothing; only the page's button POSTs.
 */
@ApiTags('choice')
@Controller('choice')
export class ReplyChoiceController {
  constructor(private readonly choices: DecideReplyChoice) {}

  @Get(':token')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'What the senior wrote, her two choices, and what she chose if she did' })
  @ApiResponse({ status: 200, description: 'ReplyChoiceView' })
  @ApiResponse({ status: 404, description: 'INVALID_LINK' })
  view(@Param('token') token: string): Promise<ReplyChoiceView> {
    return this.choices.view(token);
  }

  @Post(':token')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Do what the reply may have asked, or keep it as a story; the first choice stands' })
  @ApiResponse({ status: 200, description: 'ReplyChoiceView, with the decision' })
  @ApiResponse({ status: 400, description: 'VALIDATION_FAILED: neither choice' })
  @ApiResponse({ status: 404, description: 'INVALID_LINK' })
  @ApiResponse({ status: 409, description: 'CHOICE_ALREADY_MADE: the message says what was chosen' })
  choose(@Param('token') token: string, @Body() body: ChooseReplyDto): Promise<ReplyChoiceView> {
    return this.choices.choose(token, body.choice);
  }
}
