export interface DovecotServer {
  /** imap://user:password@127.0.0.1:port, as IMAP_URL expects. */
  url: string;
  host: string;
  port: number;
  user: string;
  password: string;
  stop(): Promise<void>;
}

export declare const DOVECOT: string;

export declare function startDovecot(options: { port: number }): Promise<DovecotServer>;
