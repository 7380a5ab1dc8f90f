import { queueEmptyEmail } from './queue-empty-email';

const base = {
  ownerName: 'Ann Smith',
  seniorName: 'Rose',
  dashboardUrl: 'https://stories.example.com/dashboard',
  help: 'help@example.com',
};

describe('queueEmptyEmail', () => {
  it("is English by default and in the owner's language when given", () => {
    expect(queueEmptyEmail(base).subject).toBe("Rose's questions have run out");
    const german = queueEmptyEmail({ ...base, language: 'de' });
    expect(german.subject).toBe('Die Fragen für Rose sind aufgebraucht');
    expect(german.text).toContain('Hallo Ann,');
  });
});
