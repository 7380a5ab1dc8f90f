import { Module } from '@nestjs/common';
import { StorageModule } from '../../shared/storage/storage.module';
import { AuthModule } from '../auth/auth.module';
import { FamilyModule } from '../family/family.module';
import { InboundModule } from '../inbound/inbound.module';
import { QuestionModule } from '../question/question.module';
import { StoriesLookupModule } from '../stories/stories-lookup.module';
import { VaultModule } from '../vault/vault.module';
import { BuildExport } from './application/build-export.use-case';
import { ExpireExports } from './application/expire-exports.use-case';
import { ExportQueries } from './application/export-queries.use-cases';
import { ExportReadyNotice } from './application/export-ready-notice.service';
import { KeepsakeBuilders } from './application/keepsake-builders';
import { MakeKeepsake } from './application/make-keepsake.use-case';
import { ExportRepository } from './application/ports/export.repository';
import { KeepsakeBuilder } from './application/ports/keepsake-builder';
import { KeepsakeSource } from './application/ports/keepsake-source';
import { RequestExport } from './application/request-export.use-case';
import { ExportsController } from './adapters/http/exports.controller';
import { TypeormExportRepository } from './adapters/persistence/typeorm-export.repository';
import { ModulesKeepsakeSource } from './adapters/source/modules-keepsake-source';
import { ZipArchiveBuilder } from './adapters/zip/zip-archive.builder';

/** Every KeepsakeBuilder, one per format: a new format is one line here. */
const KEEPSAKE_BUILDERS = [ZipArchiveBuilder];

/**
 * Keepsakes: the book (PDF) and everything (ZIP) of a vault, asked for by its members, built by
 * the worker into the object store, kept 7 days; and made directly by the CLI.
 */
@Module({
  imports: [AuthModule, VaultModule, QuestionModule, StoriesLookupModule, FamilyModule, InboundModule, StorageModule],
  controllers: [ExportsController],
  providers: [
    { provide: ExportRepository, useClass: TypeormExportRepository },
    { provide: KeepsakeSource, useClass: ModulesKeepsakeSource },
    ...KEEPSAKE_BUILDERS,
    {
      provide: KeepsakeBuilders,
      useFactory: (...builders: KeepsakeBuilder[]) => new KeepsakeBuilders(builders),
      inject: KEEPSAKE_BUILDERS,
    },
    ExportReadyNotice,
    RequestExport,
    ExportQueries,
    BuildExport,
    ExpireExports,
    MakeKeepsake,
  ],
  exports: [BuildExport, ExpireExports, MakeKeepsake, KeepsakeSource, KeepsakeBuilders],
})
export class KeepsakesModule {}
