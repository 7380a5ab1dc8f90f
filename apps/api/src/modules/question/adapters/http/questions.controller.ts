import { Body, Controller, Get, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { QuestionView } from '@storyvault/contracts';
import { SignedInGuard, SignedInRequest } from '../../../auth/auth.public';
import { CreateCustomQuestion } from '../../application/create-custom-question.use-case';
import { QuestionCatalog } from '../../application/question-catalog.service';
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

  @Get('prewritten')
  @ApiOperation({ summary: 'The pre-written question library' })
  async prewritten(): Promise<QuestionView[]> {
    return (await this.catalog.listPrewritten()).map(toQuestionView);
  }

  @Post()
  @ApiOperation({ summary: 'Write a custom question (only its owner can use it)' })
  async create(@Req() req: SignedInRequest, @Body() body: CreateQuestionDto): Promise<QuestionView> {
    return toQuestionView(await this.createCustom.execute({ text: body.text, ownerId: req.user.id }));
  }
}
