export interface S3TestServer {
  endpoint: string;
  bucket: string;
  directory: string;
  /** MEDIA_STORE=s3 and the S3_* variables naming this server and bucket. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export declare const S3_TEST_KEY: string;

/** s3rver in this process on a free port, with one empty bucket (`storyvault-media` unless named). */
export declare function startS3Server(options?: {
  bucket?: string;
  directory?: string;
  port?: number;
}): Promise<S3TestServer>;

/** The same, in a child process of its own (for benchmarks: not sharing the load driver's event loop). */
export declare function startS3ServerProcess(options?: {
  bucket?: string;
  directory?: string;
  port?: number;
}): Promise<S3TestServer & { pid: number }>;
