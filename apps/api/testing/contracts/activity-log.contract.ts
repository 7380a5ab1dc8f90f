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
          details: { kind: 'question_added', question: `Question ${day}`, photo: day === 3 },
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
        // What happened comes back as it was kept, for each reader's line in their language.
        details: { kind: 'question_added', question: 'Question 3', photo: true },
        createdAt: new Date('2026-05-03T10:00:00Z'),
      });
    });

    it("lists the owner's own lines only when asked", async () => {
      const { log, vaultId } = await make();
      const at = new Date('2026-05-04T10:00:00Z');
      const added = { kind: 'question_added', question: 'Where did you grow up?', photo: false } as const;
      const held = { kind: 'held_word', senior: 'Rose', word: 'stop', from: 'victor@example.net' } as const;
      await log.record({ vaultId, type: 'question_added', description: 'for all', details: added, at });
      await log.record({
        vaultId,
        type: 'command_held',
        description: 'for the owner',
        details: held,
        at,
        audience: 'owner',
      });
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
        const story = { kind: 'story', senior: 'Rose', voice: false, question: 'Where?' } as const;
        const settings = { kind: 'settings', senior: 'Rose', timeZone: 'Europe/Berlin' } as const;
        await log.record({ vaultId, type: 'story_received', description: `story ${day}`, details: story, at });
        await log.record({ vaultId, type: 'settings_updated', description: `settings ${day}`, details: settings, at });
      }
      const listed = await log.list(vaultId, 2, { types: ['story_received', 'question_sent'] });
      expect(listed.map((a) => a.description)).toEqual(['story 3', 'story 2']);
    });
  });
}
