/** Edit distance between two strings (Levenshtein), used to suggest what an editor meant. */
export function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = previous[0]!;
    previous[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = previous[j]!;
      previous[j] = Math.min(above + 1, previous[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return previous[b.length]!;
}

/**
 * The parts of two addresses after the folders they share: "/knowledge-centre/heat-pump-guid" and
 * "/knowledge-centre/heat-pump-guide" differ in "heat-pump-guid" and "heat-pump-guide". A long
 * shared folder must not make two different pages look like a typo of each other.
 */
function afterSharedFolders(a: string, b: string): [string, string] {
  let cut = 0;
  for (let at = 0; at < a.length && at < b.length && a[at] === b[at]; at += 1) if (a[at] === '/') cut = at + 1;
  return [a.slice(cut), b.slice(cut)];
}

/** The closest candidate to `value`, if it is close enough to be a likely typo. */
export function closest(value: string, candidates: readonly string[]): string | undefined {
  const needle = value.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const [mine, theirs] = afterSharedFolders(needle, candidate.toLowerCase());
    const distance = editDistance(mine, theirs);
    if (distance < bestDistance && distance <= Math.max(2, Math.floor(mine.length / 3))) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
