import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

export class SwitchPlanDto {
  @ApiProperty({ enum: ['annual', 'monthly'] })
  @IsIn(['annual', 'monthly'], { message: 'plan must be annual or monthly' })
  plan: 'annual' | 'monthly';
}

class BillingCardDto {
  @ApiProperty({ example: 'visa' }) brand: string;
  @ApiProperty({ example: '4242' }) last4: string;
}

class BillingPriceDto {
  @ApiProperty({ description: 'In cents' }) amount: number;
  @ApiProperty({ example: 'usd' }) currency: string;
  @ApiProperty({ enum: ['month', 'year'] }) interval: 'month' | 'year';
}

class BillingReceiptDto {
  @ApiProperty() id: string;
  @ApiProperty({ format: 'date-time' }) date: string;
  @ApiProperty({ description: 'In cents' }) amount: number;
  @ApiProperty() currency: string;
  @ApiPropertyOptional({ nullable: true, type: String, description: "Stripe's hosted invoice; null in test mode" })
  url: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) number: string | null;
}

/** The answer of GET /api/billing and of every billing action. */
export class BillingViewDto {
  @ApiPropertyOptional({ enum: ['annual', 'monthly'], nullable: true }) plan: 'annual' | 'monthly' | null;
  @ApiPropertyOptional({ nullable: true, type: String, example: 'active' }) status: string | null;
  @ApiPropertyOptional({ nullable: true, type: String, format: 'date-time' }) renewsAt: string | null;
  @ApiPropertyOptional({ nullable: true, type: String, format: 'date-time' }) endsAt: string | null;
  @ApiProperty() cancelAtPeriodEnd: boolean;
  @ApiPropertyOptional({ nullable: true, type: String, format: 'date-time' }) refundableUntil: string | null;
  @ApiPropertyOptional({ nullable: true, type: BillingCardDto }) card: BillingCardDto | null;
  @ApiPropertyOptional({ nullable: true, type: BillingPriceDto }) price: BillingPriceDto | null;
  @ApiProperty({ type: [BillingReceiptDto] }) receipts: BillingReceiptDto[];
  @ApiPropertyOptional({ nullable: true, type: String, format: 'date-time' }) paymentFailedAt: string | null;
  @ApiPropertyOptional({ nullable: true, type: String, format: 'date-time' }) graceEndsAt: string | null;
}

export class BillingPortalDto {
  @ApiProperty() url: string;
}
