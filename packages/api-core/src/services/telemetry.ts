/**
 * Events of the API an operator counts (the server turns them into Prometheus counters). Every
 * method is called synchronously where the event happens and must not throw.
 */
export interface AppTelemetry {
  /** A session was created (sign-in, registration, password reset or change). */
  sessionCreated(): void;
  /** A sign-in was refused for a wrong email or password. */
  loginFailed(): void;
  /** An attempt was refused by the named rate limit (a 429). */
  rateLimited(limit: string): void;
}
