import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { AudioTools } from './audio-tools';
import { FfmpegAudioTools } from './ffmpeg-audio-tools';

/** Checking and converting recordings with ffmpeg and ffprobe, where they are installed. */
@Module({
  providers: [
    {
      provide: AudioTools,
      useFactory: (config: AppConfig) => new FfmpegAudioTools(config.FFMPEG_PATH, config.FFPROBE_PATH),
      inject: [AppConfig],
    },
  ],
  exports: [AudioTools],
})
export class AudioModule {}
