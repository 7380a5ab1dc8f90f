import { Body, Controller, Get, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { LANGUAGES, QuestionView } from '@storyvault/contracts';
import { SignedInGuard, SignedInRequest } from '../../../auth/auth-http.public';
import { CreateCustomQuestion } from '../../application/create-custom-question.use-case';
import { QuestionCatalog } from '../../application/question-catalog.service';
import { libraryLanguage } from '../../domain/library/library-text';
import { CreateQuestionDto } from './question.dto';
import { toQuestionView } from './question-view';

@ApiTags('questions')
@Controller('questions')
@UseGuards(SignedInGuard)
export class QuestionsController {
  constructor(
    private readonly catalog: QuestionCatalog,
    private readonly createCustom: CreateCustomQuestion,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The pre-written question library, in a language (default en)' })
  @ApiQuery({ name: 'language', required: false, enum: LANGUAGES })
  @ApiResponse({ status: 400, description: 'INVALID_QUESTION: a language StoryVault does not speak' })
  async library(@Query('language') language?: unknown): Promise<QuestionView[]> {
    return (await this.catalog.listPrewritten(libraryLanguage(language))).map(toQuestionView);
  }

  @Get('prewritten')
  @ApiOperation({ summary: 'The pre-written question library (as GET /api/questions)' })
  @ApiQuery({ name: 'language', required: false, enum: LANGUAGES })
  async prewritten(@Query('language') language?: unknown): Promise<QuestionView[]> {
    return this.library(language);
  }

  @Post()
  @ApiOperation({ summary: 'Write a custom question (only its owner can use it)' })
  async create(@Req() req: SignedInRequest, @Body() body: CreateQuestionDto): Promise<QuestionView> {
    return toQuestionView(await this.createCustom.execute({ text: body.text, ownerId: req.user.id }));
  }
}
