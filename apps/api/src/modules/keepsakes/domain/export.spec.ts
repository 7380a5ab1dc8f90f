import { exportFilename, InvalidExportError, parseExportRequest, slug } from './export';

describe('an export request', () => {
  it('takes the format and the book options, with defaults', () => {
    expect(parseExportRequest({ format: 'zip' })).toEqual({
      format: 'zip',
      options: { pageSize: '6x9', chapters: 'category', coverPhotoId: null, title: null, storyIds: null },
    });
    expect(
      parseExportRequest({
        format: 'pdf',
        pageSize: 'a4',
        chapters: 'period',
        coverPhotoId: 'A0000000-0000-4000-8000-000000000000',
        title: '  Rose’s   book ',
        storyIds: [
          'B0000000-0000-4000-8000-000000000002',
          'b0000000-0000-4000-8000-000000000001',
          'b0000000-0000-4000-8000-000000000002',
        ],
      }),
    ).toEqual({
      format: 'pdf',
      options: {
        pageSize: 'a4',
        chapters: 'period',
        coverPhotoId: 'a0000000-0000-4000-8000-000000000000',
        title: 'Rose’s book',
        storyIds: ['b0000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000002'],
      },
    });
    expect(parseExportRequest({ format: 'pdf', title: '   ' }).options.title).toBeNull();
    expect(parseExportRequest({ format: 'pdf', storyIds: null }).options.storyIds).toBeNull();
  });

  it('names every problem plainly', () => {
    const problems = (body: unknown) => {
      try {
        parseExportRequest(body);
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidExportError);
        return (error as InvalidExportError).details;
      }
      throw new Error('accepted');
    };
    expect(problems(null)).toBeUndefined();
    expect(
      problems({
        format: 'doc',
        pageSize: 'letter',
        chapters: 1,
        coverPhotoId: 'x',
        title: 'x'.repeat(121),
        storyIds: ['x'],
        colour: 1,
      }),
    ).toEqual([
      'Unknown option: colour.',
      'format must be "pdf" (the book) or "zip" (everything).',
      'pageSize must be "6x9" or "a4".',
      'chapters must be "category" or "period".',
      'coverPhotoId must be the id of a story photo.',
      'title must be at most 120 characters.',
      'storyIds must be a list of story ids.',
    ]);
    expect(problems({ format: 'pdf', storyIds: [] })).toEqual(['Please choose at least one story for the book.']);
    expect(problems({ format: 'pdf', storyIds: 'a0000000-0000-4000-8000-000000000000' })).toEqual([
      'storyIds must be a list of story ids.',
    ]);
  });

  it('names the file after the senior and the day', () => {
    expect(exportFilename('Élise O’Brien', 'zip', new Date('2026-05-04T10:00:00Z'))).toBe(
      'elise-obrien-stories-2026-05-04.zip',
    );
    expect(exportFilename('Ζωή', 'pdf', new Date('2026-05-04T10:00:00Z'))).toBe('storyvault-book-2026-05-04.pdf');
    expect(slug('What was your first job? (1962)')).toBe('what-was-your-first-job-1962');
  });
});
