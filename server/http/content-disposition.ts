/**
 * `Content-Disposition` with an ASCII `filename` fallback and the exact UTF-8 name as
 * `filename*` (RFC 6266 / RFC 5987): `inline; filename="Jahresrueckblick.pdf";
 * filename*=UTF-8''Jahresr%C3%BCckblick.pdf`.
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const fallback =
    fileName
      .replace(/ä/g, 'ae')
      .replace(/ö/g, 'oe')
      .replace(/ü/g, 'ue')
      .replace(/Ä/g, 'Ae')
      .replace(/Ö/g, 'Oe')
      .replace(/Ü/g, 'Ue')
      .replace(/ß/g, 'ss')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\%;]/g, '_') || 'download';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
