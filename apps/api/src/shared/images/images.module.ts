import { Module } from '@nestjs/common';
import { PhotoCopier } from './photo-copier';
import { SharpPhotoCopier } from './sharp-photo.copier';

/** Binds the PhotoCopier port: sharp (libvips), in process. */
@Module({
  providers: [{ provide: PhotoCopier, useClass: SharpPhotoCopier }],
  exports: [PhotoCopier],
})
export class ImagesModule {}
