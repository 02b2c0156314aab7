// How a question is read for its words: lower case, accents removed, so "BITCÓIN" and "bitcoin" read alike.

export function normalizeQuestion(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
