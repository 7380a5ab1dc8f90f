import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SuggestionView, VaultQuestionView } from '@storyvault/contracts';
import { SignedInGuard, SignedInRequest } from '../../../auth/auth-http.public';
import { SuggestedQuestions } from '../../application/suggested-questions.use-cases';
import { AcceptSuggestionDto, SuggestQuestionDto } from './family.dto';
import { toVaultQuestionView } from '../../../vault/vault-http.public';
import { toSuggestionView } from './family-views';

@ApiTags('family')
@Controller('vaults/:id/suggestions')
@UseGuards(SignedInGuard)
export class SuggestionsController {
  constructor(private readonly suggestions: SuggestedQuestions) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Suggest a question for the senior (contributors and the owner)' })
  async suggest(
    @Req() req: SignedInRequest,
    @Param('id') id: string,
    @Body() body: SuggestQuestionDto,
  ): Promise<SuggestionView> {
    return toSuggestionView(await this.suggestions.suggest(req.user, id, body.text));
  }

  @Get()
  @ApiOperation({ summary: 'Suggested by family: the open suggestions, oldest first (the owner)' })
  async list(@Req() req: SignedInRequest, @Param('id') id: string): Promise<SuggestionView[]> {
    return (await this.suggestions.listOpen(req.user, id)).map(toSuggestionView);
  }

  @Post(':suggestionId/accept')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Add a suggestion to the queue as a custom question, asked next or last (the default) (the owner)',
  })
  async accept(
    @Req() req: SignedInRequest,
    @Param('id') id: string,
    @Param('suggestionId') suggestionId: string,
    @Body() body: AcceptSuggestionDto,
  ): Promise<VaultQuestionView> {
    return toVaultQuestionView(await this.suggestions.accept(req.user, id, suggestionId, body?.placement ?? 'last'));
  }

  @Delete(':suggestionId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Dismiss a suggestion (the owner)' })
  async dismiss(
    @Req() req: SignedInRequest,
    @Param('id') id: string,
    @Param('suggestionId') suggestionId: string,
  ): Promise<void> {
    await this.suggestions.dismiss(req.user, id, suggestionId);
  }
}
