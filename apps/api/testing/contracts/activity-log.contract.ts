import { ActivityLog } from '../../src/modules/vault/application/ports/activity-log';

export function activityLogContract(name: string, make: () => Promise<{ log: ActivityLog; vaultId: string }>) {
  describe(`ActivityLog contract: ${name}`, () => {
    it('lists newest first, up to the limit', async () => {
      const { log, vaultId } = await make();
      for (let day = 1; day <= 3; day++) {
        await log.record({
          vaultId,
          type: 'question_added',
          description: `day ${day}`,
          at: new Date(`2026-05-0${day}T10:00:00Z`),
        });
      }
      const listed = await log.list(vaultId, 2);
      expect(listed.map((a) => a.description)).toEqual(['day 3', 'day 2']);
      expect(listed[0]).toEqual({
        id: expect.any(String),
        vaultId,
        type: 'question_added',
        description: 'day 3',
        createdAt: new Date('2026-05-03T10:00:00Z'),
      });
    });

    it("lists the owner's own lines only when asked", async () => {
      const { log, vaultId } = await make();
      const at = new Date('2026-05-04T10:00:00Z');
      await log.record({ vaultId, type: 'question_added', description: 'for all', at });
      await log.record({ vaultId, type: 'command_held', description: 'for the owner', at, audience: 'owner' });
      expect((await log.list(vaultId, 10)).map((a) => a.description)).toEqual(['for all']);
      expect((await log.list(vaultId, 10, { withOwners: true })).map((a) => a.description).sort()).toEqual([
        'for all',
        'for the owner',
      ]);
    });

    it('lists only the lines of the types asked for, the limit counting those alone', async () => {
      const { log, vaultId } = await make();
      for (let day = 1; day <= 3; day++) {
        const at = new Date(`2026-05-0${day}T10:00:00Z`);
        await log.record({ vaultId, type: 'story_received', description: `story ${day}`, at });
        await log.record({ vaultId, type: 'settings_updated', description: `settings ${day}`, at });
      }
      const listed = await log.list(vaultId, 2, { types: ['story_received', 'question_sent'] });
      expect(listed.map((a) => a.description)).toEqual(['story 3', 'story 2']);
    });
  });
}
