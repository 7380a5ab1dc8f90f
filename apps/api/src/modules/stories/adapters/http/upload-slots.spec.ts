import { UploadsBusyError } from '../../domain/answer.errors';
import { UploadSlots } from './upload-slots';

describe('UploadSlots', () => {
  it('refuses past the process cap until a slot is given back, and gives each back once', () => {
    const slots = new UploadSlots(2, 1);
    const first = slots.take();
    slots.take();
    expect(() => slots.take()).toThrow(UploadsBusyError);
    first();
    first();
    const third = slots.take();
    expect(() => slots.take()).toThrow(expect.objectContaining({ scope: 'server' }));
    third();
  });

  it('refuses a second upload for the same key, not for another', () => {
    const slots = new UploadSlots(10, 1);
    const release = slots.takeFor('token-a');
    expect(() => slots.takeFor('token-a')).toThrow(expect.objectContaining({ scope: 'link' }));
    expect(() => slots.takeFor('token-b')).not.toThrow();
    release();
    expect(() => slots.takeFor('token-a')).not.toThrow();
  });
});
