import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { VaultQuestionView } from '@storyvault/contracts';
import { SignedInGuard, SignedInRequest } from '../../../auth/auth-http.public';
import { VaultQueue } from '../../application/vault-queue.use-cases';
import { AddVaultQuestionDto, ReorderQuestionsDto } from './vault.dto';
import { toVaultQuestionView } from './vault-views';

@ApiTags('vaults')
@Controller('vaults/:id/questions')
@UseGuards(SignedInGuard)
export class VaultQuestionsController {
  constructor(private readonly queue: VaultQueue) {}

  @Get()
  @ApiOperation({ summary: 'The questions waiting to be sent, in order' })
  async list(@Req() req: SignedInRequest, @Param('id') id: string): Promise<VaultQuestionView[]> {
    return (await this.queue.list(req.user, id)).map(toVaultQuestionView);
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Add a library question or one of your own to the queue' })
  async add(
    @Req() req: SignedInRequest,
    @Param('id') id: string,
    @Body() body: AddVaultQuestionDto,
  ): Promise<VaultQuestionView> {
    return toVaultQuestionView(await this.queue.add(req.user, id, body));
  }

  // Declared before ':questionId' routes so "reorder" is never taken for a question id.
  @Put('reorder')
  @ApiOperation({ summary: 'Put the queue in a new order; it is renumbered 1..N' })
  async reorder(
    @Req() req: SignedInRequest,
    @Param('id') id: string,
    @Body() body: ReorderQuestionsDto,
  ): Promise<VaultQuestionView[]> {
    return (await this.queue.reorder(req.user, id, body.questionOrders)).map(toVaultQuestionView);
  }

  @Delete(':questionId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a question from the queue' })
  async remove(
    @Req() req: SignedInRequest,
    @Param('id') id: string,
    @Param('questionId') questionId: string,
  ): Promise<void> {
    await this.queue.remove(req.user, id, questionId);
  }
}
