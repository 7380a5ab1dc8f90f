import { exportReadyEmail } from './export-ready.email';

const base = {
  requesterName: 'Ann Smith',
  seniorName: 'Rose',
  format: 'zip' as const,
  link: 'https://stories.example.com/dashboard?vault=v1&export=e1',
  expiresAt: new Date('2026-05-20T23:59:00Z'),
  supportEmail: 'help@example.com',
};

describe('exportReadyEmail', () => {
  it('speaks English word for word as it always has', () => {
    const zip = exportReadyEmail(base);
    expect(zip.subject).toBe("Everything from Rose's Story Collection is ready to download");
    expect(zip.text).toContain('Hello Ann Smith,');
    expect(zip.text).toContain(
      "Everything from Rose's Story Collection is ready: every story, recording, photo and email, in one ZIP file you can keep anywhere.",
    );
    expect(zip.text).toContain(
      'Sign in to download it. The file is kept until 20 May 2026; after that you can ask for a new one at any time.',
    );
    const pdf = exportReadyEmail({ ...base, format: 'pdf' });
    expect(pdf.subject).toBe("The book of Rose's stories is ready to download");
    expect(pdf.text).toContain("The book of Rose's stories is ready: a PDF you can read, share or have printed.");
    expect(pdf.text).toContain('Download it');
  });

  it('is written in the language of whoever asked', () => {
    const email = exportReadyEmail({ ...base, language: 'de', format: 'pdf' });
    expect(email.subject).toBe('Das Buch mit den Geschichten von Rose ist zum Herunterladen bereit');
    expect(email.text).toContain('Hallo Ann Smith,');
    expect(email.text).toContain('Die Datei liegt bis zum 20. Mai 2026 bereit;');
    expect(email.text).toContain('Jetzt herunterladen');
    expect(email.text).not.toContain('Download it');
  });
});
