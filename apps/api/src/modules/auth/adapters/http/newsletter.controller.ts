import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { NewsletterResponse } from '@storyvault/contracts';
import { Type } from 'class-transformer';
import { IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import type { Request } from 'express';
import { SubscribeNewsletter } from '../../application/subscribe-newsletter.use-case';
import { clientIp } from './session';

class CaptchaAnswerDto {
  @MaxLength(200)
  @IsString()
  challenge: string;

  @MaxLength(64)
  @IsString()
  nonce: string;
}

export class NewsletterDto {
  @ApiProperty({ example: 'ann@example.com' })
  @MaxLength(320)
  @IsString()
  email: string;

  @ApiPropertyOptional({ description: 'A solved proof-of-work challenge, when the last answer asked for one' })
  @IsOptional()
  @ValidateNested()
  @Type(() => CaptchaAnswerDto)
  captcha?: CaptchaAnswerDto;
}

@ApiTags('newsletter')
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly subscribe: SubscribeNewsletter) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Subscribe to the newsletter (may ask for a proof-of-work challenge)' })
  execute(@Req() req: Request, @Body() body: NewsletterDto): Promise<NewsletterResponse> {
    return this.subscribe.execute({ email: body.email, captcha: body.captcha, ip: clientIp(req) });
  }
}
