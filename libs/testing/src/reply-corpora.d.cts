export type CompareMode = 'strip' | 'ignore_all_whitespace';

export interface CorpusEntry {
  input: string;
  expected: string | null;
  compare: CompareMode;
  input_format: 'text' | 'eml' | 'html';
  input_text?: string;
}

export interface CorpusCase {
  corpus: string;
  entry: CorpusEntry;
  raw: Buffer;
  expected: string;
  hash: string;
}

export declare const SCORED_CORPORA: string[];
export declare const corporaDir: string;
export declare function normaliseReply(text: string | null | undefined): string;
export declare function sameReply(actual: string, expected: string, mode: CompareMode): boolean;
export declare function replyInput(entry: CorpusEntry, raw: Buffer): Promise<{ text: string } | { html: string }>;
export declare function corpusManifest(corpus: string): CorpusEntry[];
export declare function expectedCases(corpus: string): CorpusCase[];
