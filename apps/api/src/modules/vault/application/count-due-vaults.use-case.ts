import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/time/clock';
import { VaultStatsReader } from './ports/vault-stats.reader';

/** How many vaults have an email due now: the depth of the delivery queue. */
@Injectable()
export class CountDueVaults {
  constructor(
    private readonly stats: VaultStatsReader,
    private readonly clock: Clock,
  ) {}

  execute(): Promise<number> {
    return this.stats.countDue(this.clock.now());
  }
}
