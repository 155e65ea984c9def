/**
 * A name as part of a download's file name: accents dropped ("Zoë" → "zoe"), lower case, every run of
 * other characters one hyphen, at most 40 characters. Plain ASCII, so the Content-Disposition header
 * needs no encoding; a name with no Latin letters or digits at all gives `fallback`.
 */
export function fileNamePart(text: string, fallback: string): string {
  const part = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)
    .replace(/-$/, '');
  return part || fallback;
}
