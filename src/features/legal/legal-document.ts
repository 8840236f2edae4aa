export type LegalPageKind = 'privacy' | 'terms' | 'compliance';

/** Anchor id of the n-th section (0-based index), used by the table of contents. */
export function sectionAnchor(index: number): string {
  return `section-${index + 1}`;
}
