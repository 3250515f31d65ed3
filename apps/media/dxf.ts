/**
 * The LINE entities of an ASCII DXF (group code 10/20 start, 11/21 end), for the CAD preview.
 * Everything else (arcs, blocks, layers) is skipped: the preview shows outlines, the download
 * carries the full file.
 */
export interface DxfLine {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export function dxfLines(text: string): DxfLine[] {
  const rows = text.split(/\r?\n/).map((r) => r.trim());
  const lines: DxfLine[] = [];
  for (let i = 0; i + 1 < rows.length; i += 2) {
    if (rows[i] !== '0' || rows[i + 1] !== 'LINE') continue;
    const line: Partial<DxfLine> = {};
    for (let k = i + 2; k + 1 < rows.length && rows[k] !== '0'; k += 2) {
      const value = Number(rows[k + 1]);
      if (rows[k] === '10') line.x1 = value;
      else if (rows[k] === '20') line.y1 = value;
      else if (rows[k] === '11') line.x2 = value;
      else if (rows[k] === '21') line.y2 = value;
    }
    if ([line.x1, line.y1, line.x2, line.y2].every((v) => typeof v === 'number' && Number.isFinite(v))) {
      lines.push(line as DxfLine);
    }
  }
  return lines;
}

/** Bounding box with a small margin, for an SVG viewBox. */
export function dxfBounds(lines: DxfLine[]): { x: number; y: number; width: number; height: number } {
  if (!lines.length) return { x: 0, y: 0, width: 1, height: 1 };
  const xs = lines.flatMap((l) => [l.x1, l.x2]);
  const ys = lines.flatMap((l) => [l.y1, l.y2]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const pad = Math.max(maxX - minX, maxY - minY, 1) * 0.03;
  return { x: minX - pad, y: minY - pad, width: maxX - minX + 2 * pad, height: maxY - minY + 2 * pad };
}
