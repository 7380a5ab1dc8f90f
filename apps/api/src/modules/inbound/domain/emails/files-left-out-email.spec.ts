import { LeftOutAttachment, MAX_ATTACHMENT_BYTES, MAX_KEPT_ATTACHMENTS } from '../attachments';
import { filesLeftOutEmail } from './files-left-out-email';

const MB = 1024 * 1024;
const tooBig: LeftOutAttachment = {
  filename: 'huge.mp3',
  contentType: 'audio/mpeg',
  sizeBytes: 29 * MB,
  reason: '29 MB, over the 25 MB a story keeps; kept with the original email',
  meant: true,
  why: { kind: 'too_big', max: MAX_ATTACHMENT_BYTES },
};
const video: LeftOutAttachment = {
  filename: 'garden.mov',
  contentType: 'video/quicktime',
  sizeBytes: 4 * MB,
  reason: 'not a photo or recording (video/quicktime); kept with the original email',
  meant: true,
  why: { kind: 'not_media' },
};
const base = {
  ownerName: 'Ann Smith',
  seniorName: 'Rose',
  questionText: 'Where did you grow up?',
  dashboardUrl: 'https://stories.example.com/dashboard',
  supportEmail: 'help@example.com',
};

describe('filesLeftOutEmail', () => {
  it('speaks English word for word as it always has', () => {
    const one = filesLeftOutEmail({ ...base, files: [tooBig] });
    expect(one.subject).toBe("Rose's story came with a file we could not add");
    expect(one.text).toContain(
      'Rose answered “Where did you grow up?” by email, and the story is in your vault. The email also brought a file the story cannot hold:',
    );
    expect(one.text).toContain('huge.mp3 (29 MB): 29 MB, over the 25 MB a story keeps.');
    expect(one.text).toContain(
      'Nothing is lost: we keep the original email with the file. Write to help@example.com and we will send it to you.',
    );
    const two = filesLeftOutEmail({ ...base, questionText: '', files: [tooBig, video] });
    expect(two.subject).toBe("Rose's story came with 2 files we could not add");
    expect(two.text).toContain('Rose answered by email, and the story is in your vault. The email also brought files');
    expect(two.text).toContain('garden.mov (4 MB): not a photo or recording (video/quicktime).');
    expect(two.text).toContain(
      'we keep the original email with every file. Write to help@example.com and we will send them to you.',
    );
  });

  it("is written in the owner's language; the question and the files' names stay as they came", () => {
    const many: LeftOutAttachment = {
      ...video,
      filename: 'photo-21.jpg',
      contentType: 'image/jpeg',
      reason: 'more than 20 files in one email; kept with the original email',
      why: { kind: 'too_many', max: MAX_KEPT_ATTACHMENTS },
    };
    const email = filesLeftOutEmail({ ...base, language: 'de', files: [tooBig, video, many] });
    expect(email.subject).toBe('Mit der Geschichte von Rose kamen 3 Dateien, die wir nicht hinzufügen konnten');
    expect(email.text).toContain('Hallo Ann,');
    expect(email.text).toContain('Rose hat „Where did you grow up?“ per E-Mail beantwortet');
    expect(email.text).toContain('huge.mp3 (29 MB): 29 MB, mehr als die 25 MB, die eine Geschichte aufnimmt.');
    expect(email.text).toContain('garden.mov (4 MB): weder Foto noch Aufnahme (video/quicktime).');
    expect(email.text).toContain('photo-21.jpg (4 MB): mehr als 20 Dateien in einer E-Mail.');
    expect(email.text).toContain('Geschichte lesen');
    expect(email.text).not.toMatch(/story|kept with/);
  });
});
