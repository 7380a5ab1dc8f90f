import { authKit } from '@storyvault/api-testing';

describe('ManageUsers: full access', () => {
  async function kitWithAnn() {
    const kit = authKit();
    const ann = await kit.register.execute({ name: 'Ann', email: 'ann@example.com', password: 'Str0ng!pass' });
    const heard: Array<[string, boolean]> = [];
    kit.accessChanges.listen(async (userId, hasFullAccess) => {
      heard.push([userId, hasFullAccess]);
    });
    return { kit, ann, heard };
  }

  it('announces each change of full access, after storing it', async () => {
    const { kit, ann, heard } = await kitWithAnn();
    kit.accessChanges.listen(async (userId) => {
      expect((await kit.users.findById(userId))?.hasFullAccess).toBe(heard.at(-1)?.[1]);
    });
    await kit.manage.grantFullAccess('ANN@example.com');
    await kit.manage.setFullAccess(ann.id, false);
    expect(heard).toEqual([
      [ann.id, true],
      [ann.id, false],
    ]);
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
