import { Module, OnModuleInit } from '@nestjs/common';
import { EventBus } from '../../shared/events/event-bus';
import { ImagesModule } from '../../shared/images/images.module';
import { StorageModule } from '../../shared/storage/storage.module';
import { AuthModule } from '../auth/auth.module';
import { FamilyModule } from '../family/family.module';
import { InboundModule } from '../inbound/inbound.module';
import { QuestionModule } from '../question/question.module';
import { StoriesModule } from '../stories/stories.module';
import { VaultModule } from '../vault/vault.module';
import { BuildExport } from './application/build-export.use-case';
import { ExpireExports } from './application/expire-exports.use-case';
import { EraseVaultKeepsakes } from './application/erase-vault-keepsakes.service';
import { ExportQueries } from './application/export-queries.use-cases';
import { ExportReadyNotice } from './application/export-ready-notice.service';
import { KeepsakeBuilders } from './application/keepsake-builders';
import { IssueListenLinks, ListenLinks } from './application/listen-links.use-cases';
import { MakeKeepsake } from './application/make-keepsake.use-case';
import { ExportRepository } from './application/ports/export.repository';
import { KeepsakeBuilder } from './application/ports/keepsake-builder';
import { KeepsakeSource } from './application/ports/keepsake-source';
import { ListenLinkStore } from './application/ports/listen-link.store';
import { ListenStories } from './application/ports/listen-stories';
import { RequestExport } from './application/request-export.use-case';
import { PdfBookBuilder } from './adapters/book/pdf-book-builder';
import { LookupListenStories } from './adapters/modules/lookup-listen-stories';
import { TypeormExportRepository } from './adapters/persistence/typeorm-export.repository';
import { TypeormListenLinkStore } from './adapters/persistence/typeorm-listen-link.store';
import { ModulesKeepsakeSource } from './adapters/source/modules-keepsake-source';
import { ZipArchiveBuilder } from './adapters/zip/zip-archive.builder';
import { TypeormExportObjectOwner } from './adapters/persistence/typeorm-export-object-owner';

/** Every KeepsakeBuilder, one per format: a new format is one line here. */
const KEEPSAKE_BUILDERS = [ZipArchiveBuilder, PdfBookBuilder];

/**
 * Keepsakes: the book (PDF) and everything (ZIP) of a vault, asked for by its members, built by
 * the worker into the object store, kept 7 days, and made directly by the CLI; and the printed
 * book's listen links, opened with no sign-in from its QR codes.
 */
@Module({
  imports: [
    AuthModule,
    VaultModule,
    QuestionModule,
    StoriesModule,
    FamilyModule,
    InboundModule,
    StorageModule,
    ImagesModule,
  ],
  providers: [
    TypeormExportObjectOwner,
    { provide: ExportRepository, useClass: TypeormExportRepository },
    EraseVaultKeepsakes,
    { provide: KeepsakeSource, useClass: ModulesKeepsakeSource },
    { provide: ListenLinkStore, useClass: TypeormListenLinkStore },
    { provide: ListenStories, useClass: LookupListenStories },
    IssueListenLinks,
    ListenLinks,
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
  exports: [
    EraseVaultKeepsakes,
    BuildExport,
    ExpireExports,
    MakeKeepsake,
    KeepsakeSource,
    KeepsakeBuilders,
    IssueListenLinks,
    RequestExport,
    ExportQueries,
    ListenLinks,
  ],
})
export class KeepsakesModule implements OnModuleInit {
  constructor(
    private readonly bus: EventBus,
    private readonly links: ListenLinks,
  ) {}

  onModuleInit(): void {
    // A removed member's books stop playing (and what they asked for is not made).
    this.bus.on('FamilyMemberRemoved', ListenLinks.memberRemovedHandler, (events) => this.links.memberRemoved(events));
  }
}
