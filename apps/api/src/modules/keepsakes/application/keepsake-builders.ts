import type { ExportFormat } from '../domain/keepsake';
import type { KeepsakeBuilder } from './ports/keepsake-builder';

/**
 * The builders this process has, by format. The module lists them once (keepsakes.module.ts,
 * KEEPSAKE_BUILDERS); a format with none is refused plainly when its export runs.
 */
export class KeepsakeBuilders {
  private readonly byFormat = new Map<ExportFormat, KeepsakeBuilder>();

  constructor(builders: KeepsakeBuilder[]) {
    for (const builder of builders) this.byFormat.set(builder.format, builder);
  }

  for(format: ExportFormat): KeepsakeBuilder | null {
    return this.byFormat.get(format) ?? null;
  }
}
