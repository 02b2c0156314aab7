// Where the measured texts came from, in words: apart from words.ts, whose ages the sample pages never load.

/** "Medido en redes y noticias", or in what alone had texts; none without any. */
export function measuredWhere({ posts, headlines }: { posts: number; headlines: number }): string | undefined {
  if (posts > 0 && headlines > 0) return 'Medido en redes y noticias';
  if (posts > 0) return 'Medido en redes';
  return headlines > 0 ? 'Medido en noticias' : undefined;
}
