/**
 * The text shown under "Unexpected Application Error!": the status text of a response-like
 * error (with its status), else the error's message, else the value itself.
 */
export function errorDetail(error: unknown): string {
  if (error && typeof error === 'object') {
    const record = error as Record<string, unknown>;
    if (typeof record.statusText === 'string' && record.statusText) {
      return typeof record.status === 'number'
        ? `${record.status} ${record.statusText}`
        : record.statusText;
    }
    if (typeof record.message === 'string' && record.message) return record.message;
  }
  if (typeof error === 'string' && error) return error;
  return String(error);
}
