/** The part of `fs-native-extensions` (no bundled types) that the data-directory lock uses. */
declare module 'fs-native-extensions' {
  /**
   * Tries to take an advisory lock on an open file (Linux: an open-file-description lock, so a
   * second open of the same file conflicts even in the same process). Never waits.
   * @returns true when the lock was taken, false when another holder has it.
   */
  export function tryLock(fd: number, offset?: number, length?: number, opts?: { shared?: boolean }): boolean;
  /** Releases a lock taken with {@link tryLock} (closing the file releases it too). */
  export function unlock(fd: number, offset?: number, length?: number): void;
}
