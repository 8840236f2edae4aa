// Image transformations of Supabase Storage (/render/image/...): the options Storage validates and
// hands to imgproxy (width, height, resize, format, quality), done here with sharp (libvips, as
// imgproxy). Semantics follow imgproxy as Storage configures it: resize "cover" fills the box and
// crops (imgproxy resizing_type fill), "contain" fits inside it (fit), "fill" stretches (force);
// a missing side follows the aspect ratio; images are never enlarged; no format means the
// original one, or WebP when the client accepts it (imgproxy's WebP detection); quality 80.
import sharp from 'sharp';
import { ERRORS, StorageError } from './errors.mjs';

const SIZE = { min: 1, max: 2500 };
const RESIZE = ['cover', 'contain', 'fill'];
const FORMATS = ['origin', 'avif', 'webp'];
/** @type {Record<'cover' | 'contain' | 'fill', 'cover' | 'inside' | 'fill'>} */
const SHARP_FIT = { cover: 'cover', contain: 'inside', fill: 'fill' };
const DEFAULT_QUALITY = 80;
/** The formats an image is sent in (its own when it is one of them, else PNG). */
const OUTPUT_FORMATS = /** @type {const} */ (['jpeg', 'png', 'webp', 'avif', 'gif']);

/**
 * @typedef {{ width?: number, height?: number, resize?: 'cover' | 'contain' | 'fill',
 *   format?: 'origin' | 'avif' | 'webp', quality?: number }} TransformOptions
 */

/** Storage's transformationOptionsSchema on a query string. @param {Record<string, string>} query */
export function transformOptionsFromQuery(query) {
  /** @type {TransformOptions} */
  const options = {};
  /**
   * @param {string} name
   * @param {number} min
   * @param {number} [max]
   */
  const integer = (name, min, max) => {
    const raw = query[name];
    if (raw === undefined || raw === '') return undefined;
    if (!/^-?\d+$/.test(raw)) throw ERRORS.Validation(`querystring/${name} must be integer`);
    const value = Number(raw);
    if (value < min) throw ERRORS.Validation(`querystring/${name} must be >= ${min}`);
    if (max !== undefined && value > max)
      throw ERRORS.Validation(`querystring/${name} must be <= ${max}`);
    return value;
  };
  const width = integer('width', 0);
  const height = integer('height', 0);
  const quality = integer('quality', 20, 100);
  if (width) options.width = width;
  if (height) options.height = height;
  if (quality) options.quality = quality;
  for (const [name, allowed] of /** @type {const} */ ([
    ['resize', RESIZE],
    ['format', FORMATS],
  ])) {
    const value = query[name];
    if (value === undefined || value === '') continue;
    if (!allowed.includes(value))
      throw ERRORS.Validation(`querystring/${name} must be equal to one of the allowed values`);
    options[name] = /** @type {any} */ (value);
  }
  return options;
}

/**
 * Storage's applyTransformation(options, keepOriginal = true): the string a signed transformed
 * URL's token carries ("height:100,width:200,resize:cover,quality:60,format:webp").
 * @param {TransformOptions} options
 */
export function transformationString(options) {
  const segments = [];
  /** @param {number} value */
  const clamp = (value) => Math.min(Math.max(value, SIZE.min), SIZE.max);
  if (options.height) segments.push(`height:${clamp(options.height)}`);
  if (options.width) segments.push(`width:${clamp(options.width)}`);
  if (options.width || options.height) segments.push(`resize:${options.resize}`);
  if (options.quality) segments.push(`quality:${options.quality}`);
  if (options.format && options.format !== 'origin') segments.push(`format:${options.format}`);
  return segments.join(',');
}

/**
 * The imgproxy options Storage sends for these options (applyTransformation without keeping the
 * original names), which it reports in the X-Transformations header.
 * @param {TransformOptions} options
 */
export function imgproxySegments(options) {
  const segments = [];
  /** @param {number} value */
  const clamp = (value) => Math.min(Math.max(value, SIZE.min), SIZE.max);
  if (options.height) segments.push(`height:${clamp(options.height)}`);
  if (options.width) segments.push(`width:${clamp(options.width)}`);
  if (options.width || options.height) {
    const type = { cover: 'fill', contain: 'fit', fill: 'force' }[options.resize ?? 'cover'];
    segments.push(`resizing_type:${type}`);
  }
  if (options.quality) segments.push(`quality:${options.quality}`);
  if (options.format && options.format !== 'origin') segments.push(`format:${options.format}`);
  return segments.join(',');
}

/** The options of such a string (Storage's setTransformationsFromString). @param {string} value */
export function transformOptionsFromString(value) {
  /** @type {Record<string, string>} */
  const query = {};
  for (const part of value.split(',')) {
    const [name, setting] = part.split(':');
    if (setting === undefined || setting === '' || setting === 'undefined') continue;
    query[name] = setting;
  }
  return transformOptionsFromQuery(query);
}

/**
 * The options of a signing request's `transform` body (the same schema as the query).
 * @param {unknown} transform
 */
export function transformOptionsFromBody(transform) {
  if (transform === undefined || transform === null) return {};
  if (typeof transform !== 'object') throw ERRORS.Validation('body/transform must be object');
  return transformOptionsFromQuery(
    Object.fromEntries(Object.entries(transform).map(([key, value]) => [key, String(value)])),
  );
}

/**
 * Transforms an image. Resolves with the bytes and their content type; a source that is not an
 * image answers 422 as Storage does when imgproxy refuses it.
 * @param {Buffer} input @param {TransformOptions} options @param {string | undefined} accept
 */
export async function renderImage(input, options, accept) {
  /** @param {number | undefined} value */
  const clamp = (value) =>
    value === undefined ? undefined : Math.min(Math.max(value, SIZE.min), SIZE.max);
  try {
    const source = await sharp(input, { limitInputPixels: 100_000_000 }).metadata();
    /** @type {'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | undefined} */
    let format = options.format === 'origin' ? undefined : options.format;
    if (!options.format && accept && /\bimage\/webp\b/.test(accept)) format = 'webp';
    format ??= OUTPUT_FORMATS.find((known) => known === source.format) ?? 'png';
    const image = sharp(input, {
      limitInputPixels: 100_000_000,
      animated: format === 'gif',
    }).rotate();
    const width = clamp(options.width);
    const height = clamp(options.height);
    if (width || height) {
      image.resize({
        width,
        height,
        fit: SHARP_FIT[options.resize ?? 'cover'],
        withoutEnlargement: true,
      });
    }
    const quality = options.quality ?? DEFAULT_QUALITY;
    if (format === 'jpeg') image.jpeg({ quality, mozjpeg: true });
    else if (format === 'webp') image.webp({ quality });
    else if (format === 'avif') image.avif({ quality });
    else if (format === 'gif') image.gif();
    else image.png();
    return { data: await image.toBuffer(), contentType: `image/${format}` };
  } catch (error) {
    throw new StorageError({
      code: 'InvalidRequest',
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: `Could not transform the image: ${error instanceof Error ? error.message : error}`,
    });
  }
}
