/**
 * A procedure result that is already JSON text (for example a list built by PostgreSQL). REST
 * routes send `text` as it is; tRPC (and anything else that calls `JSON.stringify`) gets the
 * parsed value through `toJSON`, so clients see the same `T` either way.
 */
export class JsonText<T> {
  constructor(readonly text: string) {}

  /** The parsed value (what `JSON.stringify` embeds). */
  toJSON(): T {
    return JSON.parse(this.text) as T;
  }
}
