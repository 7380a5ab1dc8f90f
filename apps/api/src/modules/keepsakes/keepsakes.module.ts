import { Module } from '@nestjs/common';
import { ImagesModule } from '../../shared/images/images.module';
import { StorageModule } from '../../shared/storage/storage.module';
import { AuthModule } from '../auth/auth.module';
import { StoriesLookupModule } from '../stories/stories-lookup.module';
import { VaultModule } from '../vault/vault.module';
import { IssueListenLinks, ListenLinks } from './application/listen-links.use-cases';
import { ListenLinkStore } from './application/ports/listen-link.store';
import { ListenStories } from './application/ports/listen-stories';
import { ExportLinksController } from './adapters/http/export-links.controller';
import { ListenController } from './adapters/http/listen.controller';
import { LookupListenStories } from './adapters/modules/lookup-listen-stories';
import { TypeormListenLinkStore } from './adapters/persistence/typeorm-listen-link.store';

/**
 * What the family takes home: the printed book (`PdfBookBuilder`, bound to the export jobs'
 * KeepsakeBuilder) and its listen links, opened with no sign-in from the book's QR codes.
 */
@Module({
  imports: [AuthModule, VaultModule, StoriesLookupModule, StorageModule, ImagesModule],
  controllers: [ListenController, ExportLinksController],
  providers: [
    { provide: ListenLinkStore, useClass: TypeormListenLinkStore },
    { provide: ListenStories, useClass: LookupListenStories },
    IssueListenLinks,
    ListenLinks,
  ],
  exports: [IssueListenLinks],
})
export class KeepsakesModule {}
