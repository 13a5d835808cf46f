/**
 * A function of a request's text (a header value, a target) remembered for the texts seen last, so
 * that a repeated request works it out once. Any client may send any text: the memo holds at most
 * `size` texts (it is emptied when full), and a text longer than `longest` is worked out each time.
 */
export function memoOfText<V>(compute: (text: string) => V, size: number, longest = 200): (text: string) => V {
  const seen = new Map<string, V>();
  return (text) => {
    const known = seen.get(text);
    if (known !== undefined || seen.has(text)) return known as V;
    const value = compute(text);
    if (text.length <= longest) {
      if (seen.size >= size) seen.clear();
      seen.set(text, value);
    }
    return value;
  };
}
