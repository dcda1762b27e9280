/** Where uploaded bytes live. Local disk under DATA_DIR/files today; an object store later. */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}
