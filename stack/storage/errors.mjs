// Errors as Supabase Storage renders them (github:supabase/storage src/internal/errors/codes.ts and
// src/http/error-handler.ts): the body carries the semantic status as a string in `statusCode`,
// while the HTTP status is 400 for every client error and 500 for server errors (only a few
// errors, such as the JWT role checks, set another HTTP status).

export class StorageError extends Error {
  /**
   * @param {{ code: string; statusCode: number; message: string; error?: string; httpStatus?: number }} options
   */
  constructor({ code, statusCode, message, error, httpStatus }) {
    super(message);
    this.code = code;
    this.statusCode = statusCode;
    this.error = error ?? code;
    this.httpStatus = httpStatus ?? (statusCode >= 500 ? 500 : 400);
  }

  render() {
    return {
      statusCode: String(this.statusCode),
      code: this.code,
      error: this.error,
      message: this.message,
    };
  }
}

export const ERRORS = {
  NoSuchBucket: () =>
    new StorageError({
      code: 'NoSuchBucket',
      statusCode: 404,
      error: 'Bucket not found',
      message: 'Bucket not found',
    }),
  NoSuchKey: () =>
    new StorageError({
      code: 'NoSuchKey',
      statusCode: 404,
      error: 'not_found',
      message: 'Object not found',
    }),
  BucketNotEmpty: () =>
    new StorageError({
      code: 'ResourceNotEmpty',
      statusCode: 409,
      message: 'The bucket you tried to delete is not empty',
    }),
  BucketAlreadyExists: () =>
    new StorageError({
      code: 'BucketAlreadyExists',
      statusCode: 409,
      error: 'Duplicate',
      message: 'The resource already exists',
    }),
  KeyAlreadyExists: () =>
    new StorageError({
      code: 'KeyAlreadyExists',
      statusCode: 409,
      error: 'Duplicate',
      message: 'The resource already exists',
    }),
  ResourceAlreadyExists: () =>
    new StorageError({
      code: 'ResourceAlreadyExists',
      statusCode: 409,
      error: 'Duplicate',
      message: 'The resource already exists',
    }),
  /** @param {string} [message] @param {number} [httpStatus] answered instead of 400 */
  AccessDenied: (message = 'Access denied', httpStatus) =>
    new StorageError({
      code: 'AccessDenied',
      statusCode: 403,
      error: 'Unauthorized',
      message,
      httpStatus,
    }),
  InvalidJWT: (message = 'Invalid JWT') =>
    new StorageError({ code: 'InvalidJWT', statusCode: 400, message }),
  InvalidSignature: (message = 'Invalid signature') =>
    new StorageError({ code: 'InvalidSignature', statusCode: 400, message }),
  ExpiredSignature: () =>
    new StorageError({
      code: 'ExpiredToken',
      statusCode: 400,
      message: 'The provided token has expired.',
    }),
  EntityTooLarge: () =>
    new StorageError({
      code: 'EntityTooLarge',
      statusCode: 413,
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    }),
  /**
   * @param {string} mimeType
   */
  InvalidMimeType: (mimeType) =>
    new StorageError({
      code: 'InvalidMimeType',
      statusCode: 415,
      error: 'invalid_mime_type',
      message: `mime type ${mimeType} is not supported`,
    }),
  InvalidBucketName: () =>
    new StorageError({
      code: 'InvalidBucketName',
      statusCode: 400,
      error: 'Invalid Input',
      message: 'Bucket name invalid',
    }),
  /**
   * @param {string} key
   */
  InvalidKey: (key) =>
    new StorageError({ code: 'InvalidKey', statusCode: 400, message: `Invalid key: ${key}` }),
  InvalidFileSizeLimit: () =>
    new StorageError({
      code: 'InvalidRequest',
      statusCode: 400,
      message: 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
    }),
  InvalidRequest: (message = 'Invalid Request') =>
    new StorageError({ code: 'InvalidRequest', statusCode: 400, message }),
  NoContentProvided: () =>
    new StorageError({ code: 'InvalidRequest', statusCode: 400, message: 'No content provided' }),
  InvalidRange: () =>
    new StorageError({
      code: 'InvalidRange',
      statusCode: 416,
      error: 'invalid_range',
      message: 'invalid range provided',
      httpStatus: 416,
    }),
  /**
   * Request validation (Fastify's schema errors upstream).
   * @param {string} message
   */
  Validation: (message) =>
    new StorageError({ code: 'InvalidRequest', statusCode: 400, error: 'Error', message }),
  InternalError: (message = 'Internal server error') =>
    new StorageError({ code: 'InternalError', statusCode: 500, message }),
};

/**
 * A Postgres error as Storage maps it (src/storage/database/errors.ts).
 * @param {any} error
 */
export function fromPgError(error) {
  switch (error?.code) {
    case '42501':
      return ERRORS.AccessDenied(
        String(error.message).includes('row-level security')
          ? 'new row violates row-level security policy'
          : error.message,
      );
    case '23505':
      return ERRORS.ResourceAlreadyExists();
    case '23503':
      return String(error.detail ?? '').includes('is still referenced from table')
        ? new StorageError({
            code: 'ResourceReferenced',
            statusCode: 409,
            message: 'The resource could not be updated or removed due to a foreign key constraint',
          })
        : new StorageError({
            code: 'InvalidRequest',
            statusCode: 404,
            message: 'The related resource does not exist',
          });
    case '57014':
      return new StorageError({
        code: 'DatabaseTimeout',
        statusCode: 544,
        message: 'The connection to the database timed out',
        httpStatus: 544,
      });
    case '22P02':
      return new StorageError({
        code: 'InvalidParameter',
        statusCode: 400,
        message: error.message || 'Invalid value format or type conversion failed',
      });
    default:
      return new StorageError({
        code: 'DatabaseError',
        statusCode: 500,
        message: `database error, code: ${error?.code}`,
      });
  }
}

/**
 * Any thrown value as a StorageError.
 * @param {unknown} error
 */
export function toStorageError(error) {
  if (error instanceof StorageError) return error;
  if (
    error &&
    typeof error === 'object' &&
    'code' in error &&
    typeof error.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(error.code)
  )
    return fromPgError(error);
  return ERRORS.InternalError(error instanceof Error ? error.message : undefined);
}
