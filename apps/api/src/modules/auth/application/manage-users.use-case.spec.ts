import { authKit } from '@storyvault/api-testing';

describe('ManageUsers: full access', () => {
  async function kitWithAnn() {
    const kit = authKit();
    const ann = await kit.register.execute({ name: 'Ann', email: 'ann@example.com', password: 'Str0ng!pass' });
    const heard: Array<[string, boolean]> = [];
    kit.events.on('FullAccessChanged', 'test.heard', async (events) => {
      for (const { payload } of events) heard.push([payload.userId, payload.hasFullAccess]);
    });
    return { kit, ann, heard };
  }

  it('announces each change of full access, after storing it', async () => {
    const { kit, ann, heard } = await kitWithAnn();
    // What the user's access was when each change was told (a handler's failed expect would only be logged).
    const stored: Array<boolean | undefined> = [];
    kit.events.on('FullAccessChanged', 'test.stored', async (events) => {
      for (const { payload } of events) stored.push((await kit.users.findById(payload.userId))?.hasFullAccess);
    });
    await kit.manage.grantFullAccess('ANN@example.com');
    await kit.manage.setFullAccess(ann.id, false);
    expect(heard).toEqual([
      [ann.id, true],
      [ann.id, false],
    ]);
    expect(stored).toEqual(heard.map(([, hasFullAccess]) => hasFullAccess));
  });

  it('announces nothing when the access stays as it was (a renewal, a second grant)', async () => {
    const { kit, ann, heard } = await kitWithAnn();
    await kit.manage.setFullAccess(ann.id, false);
    await kit.manage.grantFullAccess('ann@example.com');
    await kit.manage.grantFullAccess('ann@example.com');
    await kit.manage.setFullAccess(ann.id, true);
    expect(heard).toEqual([[ann.id, true]]);
    expect((await kit.users.findById(ann.id))?.hasFullAccess).toBe(true);
  });
});
