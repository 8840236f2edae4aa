// What every function that acts for a signed-in caller needs: its settings, an error that carries
// its HTTP status, and the caller as the Auth service knows them (works on hosted Supabase, where
// functions do not hold the JWT secret).
import { callerClient } from './supabase.ts';

/** An error answered as `{ error: message }` with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A required setting; a missing one is the server's fault (500), said by name. */
export function env(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new HttpError(500, `Server misconfigured: ${name} is not set`);
  return value;
}

/** The access token of `Authorization: Bearer …`; 401 without one. */
export function bearerToken(request: Request): string {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '');
  if (!match) throw new HttpError(401, 'Missing authorization token');
  return match[1];
}

/** The caller, with the access token they called with. */
export type Caller = { id: string; email?: string; token: string };

/** The caller from their access token, asked of the Auth service; 401 when it refuses it. */
export async function callerFrom(request: Request): Promise<Caller> {
  const token = bearerToken(request);
  const { data, error } = await callerClient(token).auth.getUser(token);
  if (error || !data.user?.id) throw new HttpError(401, 'Invalid or expired token');
  return { id: data.user.id, email: data.user.email, token };
}
