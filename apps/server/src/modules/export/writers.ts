/**
 * The two file formats, written row by row into a stream that goes straight to the client.
 *
 * CSV: UTF-8 with a byte-order mark (Excel then reads Chinese correctly), CRLF line ends, a field
 * quoted when it holds a comma, a quote, CR or LF, quotes doubled (RFC 4180). A cell starting with
 * = + - @ (or a tab or CR, which Excel skips before reading a formula) gets a leading apostrophe,
 * so a spreadsheet shows it as text and never runs it as a formula.
 *
 * xlsx: exceljs's streaming writer, without styles (a plain header row); every cell is written as a
 * string cell, which a spreadsheet never evaluates, so xlsx needs no apostrophe and shows the value
 * exactly.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { ExportFormat } from '@portal/shared';
import { onFirstUse } from '../../on-first-use';

const excel = onFirstUse<typeof ExcelJS>('exceljs');

export interface SheetWriter {
  rows(cells: string[][]): Promise<void>;
  end(): Promise<void>;
}

export interface SheetHeader {
  title: string;
  /** The column's width on screen, px. */
  width?: number | undefined;
}

const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralised(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function csvField(text: string): string {
  const safe = neutralised(text);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvLine = (cells: readonly string[]): string => `${cells.map(csvField).join(',')}\r\n`;

/** Waits while the client is slower than the database, so unsent bytes never pile up in memory. */
async function drained(out: Writable): Promise<void> {
  if (out.writableNeedDrain) await once(out, 'drain');
}

function csvWriter(out: Writable, headers: readonly SheetHeader[]): SheetWriter {
  out.write(`\uFEFF${csvLine(headers.map((h) => h.title))}`);
  return {
    async rows(cells) {
      out.write(cells.map(csvLine).join(''));
      await drained(out);
    },
    async end() {
      out.end();
    },
  };
}

/** Excel's sheet names: at most 31 characters, none of : \ / ? * [ ]. */
export function sheetName(name: string): string {
  return name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31).trim() || 'Sheet1';
}

/**
 * exceljs writes a committed row into the zip without waiting for it (deflate runs on the thread
 * pool), so a fast cursor would pile the sheet's XML up in the zip's buffers. Waiting here for the
 * sheet stream's consumers (exceljs internals: `stream.pipes`) keeps that backlog to one batch.
 */
async function zipDrained(sheet: ExcelJS.Worksheet): Promise<void> {
  const pipes = (sheet as unknown as { stream?: { pipes?: Writable[] } }).stream?.pipes ?? [];
  for (const pipe of pipes) if (pipe.writableNeedDrain) await once(pipe, 'drain');
}

function xlsxWriter(out: Writable, headers: readonly SheetHeader[], name: string): SheetWriter {
  const workbook = new (excel().stream.xlsx.WorkbookWriter)({
    stream: out,
    // No styles: exceljs would look every cell's style up, which costs time on every row.
    useStyles: false,
    useSharedStrings: false,
    // Fast deflate: the file is a download, CPU is what the server is short of.
    zip: { zlib: { level: 1 } },
  } as ConstructorParameters<typeof ExcelJS.stream.xlsx.WorkbookWriter>[0]);
  const sheet = workbook.addWorksheet(sheetName(name));
  // Roughly 7 px per character of the default font, as the table's columns are sized.
  sheet.columns = headers.map((h) => ({ header: h.title, width: Math.max(10, Math.round((h.width ?? 120) / 7)) }));
  sheet.getRow(1).commit();
  return {
    async rows(cells) {
      for (const row of cells) sheet.addRow(row).commit();
      await zipDrained(sheet);
      await drained(out);
    },
    async end() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

export function sheetWriter(format: ExportFormat, out: Writable, headers: readonly SheetHeader[], name: string): SheetWriter {
  return format === 'csv' ? csvWriter(out, headers) : xlsxWriter(out, headers, name);
}
