import { UploadSlotScope, UploadSlots } from './upload-slots';

class BusyError extends Error {
  constructor(readonly scope: UploadSlotScope) {
    super(`busy: ${scope}`);
  }
}

const busy = (scope: UploadSlotScope) => new BusyError(scope);

describe('UploadSlots', () => {
  it('refuses past the process cap until a slot is given back, and gives each back once', () => {
    const slots = new UploadSlots(2, 1, busy);
    const first = slots.take();
    slots.take();
    expect(() => slots.take()).toThrow(BusyError);
    first();
    first();
    const third = slots.take();
    expect(() => slots.take()).toThrow(expect.objectContaining({ scope: 'process' }));
    third();
  });

  it('refuses a second upload for the same key, not for another', () => {
    const slots = new UploadSlots(10, 1, busy);
    const release = slots.takeFor('token-a');
    expect(() => slots.takeFor('token-a')).toThrow(expect.objectContaining({ scope: 'key' }));
    expect(() => slots.takeFor('token-b')).not.toThrow();
    release();
    expect(() => slots.takeFor('token-a')).not.toThrow();
  });
});
