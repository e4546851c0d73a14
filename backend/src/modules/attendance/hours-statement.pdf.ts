import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { IssuedStatement } from './hours.service';
import { displayDay, hoursText, romeDisplayDate } from './hours-period';

/**
 * The PDF "Attestazione delle ore di volontariato" (issue 22, docs/attendance.md): the person, the
 * association, the period, the total, each shift (date, event, shift, hours), the date of issue,
 * and the verification address with its QR code. pdfkit with its standard Helvetica (WinAnsi
 * holds the Italian accents); the QR code is the `qrcode` library's matrix drawn as vector
 * squares, so it stays sharp when printed. Page numbers when it runs over one page.
 */

const MARGIN = 56;
const PAGE = { width: 595.28, height: 841.89 };
const BOTTOM = PAGE.height - MARGIN - 24; // room for the page number
const WIDTH = PAGE.width - 2 * MARGIN;
/** Table columns: date, event, shift, hours. */
const COLUMNS = [
  { title: 'Data', width: 70 },
  { title: 'Evento', width: 210 },
  { title: 'Turno', width: 120 },
  { title: 'Ore', width: WIDTH - 400 },
];
const QR_SIZE = 96;
const INK = '#1f2937';
const MUTED = '#4b5563';

type Doc = PDFKit.PDFDocument;

function tableHeader(doc: Doc): void {
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
  let x = MARGIN;
  const y = doc.y;
  for (const column of COLUMNS) {
    doc.text(column.title, x, y, { width: column.width - 8 });
    x += column.width;
  }
  const below = doc.y + 4;
  doc
    .moveTo(MARGIN, below)
    .lineTo(MARGIN + WIDTH, below)
    .lineWidth(0.7)
    .strokeColor(MUTED)
    .stroke();
  doc.y = below + 6;
}

function tableRow(doc: Doc, cells: string[]): void {
  doc.font('Helvetica').fontSize(10);
  const height = Math.max(
    ...cells.map((text, i) => doc.heightOfString(text, { width: COLUMNS[i].width - 8 })),
  );
  if (doc.y + height > BOTTOM) {
    doc.addPage();
    tableHeader(doc);
    doc.font('Helvetica').fontSize(10);
  }
  const y = doc.y;
  let x = MARGIN;
  cells.forEach((text, i) => {
    doc.fillColor(INK).text(text, x, y, { width: COLUMNS[i].width - 8 });
    x += COLUMNS[i].width;
  });
  doc.x = MARGIN;
  doc.y = y + height + 6;
}

/** The QR code of `url` as filled squares, `size` points wide, with its top left at (x, y). */
function drawQr(doc: Doc, url: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + 2 * quiet);
  doc.save().fillColor('#000000');
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col))
        doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell);
  doc.fill().restore();
}

export async function hoursStatementPdf(
  { statement, shifts }: IssuedStatement,
  issuedOn: Date = new Date(statement.issuedAt),
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: 'Attestazione delle ore di volontariato',
      Author: 'Insieme',
      Subject: `${statement.name} ${statement.surname}, ${statement.associationName}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const person = `${statement.name} ${statement.surname}`;
  const period = `dal ${displayDay(statement.from)} al ${displayDay(statement.to)}`;
  const total = `${hoursText(statement.totalMinutes)} (${statement.totalMinutes} minuti)`;

  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text('Insieme · piattaforma di volontariato');
  doc.moveDown(1.2);
  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK);
  doc.text('Attestazione delle ore di volontariato');
  doc.moveDown(0.8);
  doc.font('Helvetica').fontSize(11).fillColor(INK);
  doc.text(
    `Si attesta che ${person} ha svolto attività di volontariato con l'associazione «${statement.associationName}» ` +
      `nel periodo ${period}, per un totale di ${hoursText(statement.totalMinutes)}, ` +
      'secondo le presenze registrate e confermate dall’associazione.',
    { width: WIDTH, lineGap: 2 },
  );
  doc.moveDown(0.8);
  for (const [label, value] of [
    ['Nome e cognome', person],
    ['Associazione', statement.associationName],
    ['Periodo', period],
    ['Totale', total],
    ['Turni', String(shifts.length)],
  ]) {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true, width: WIDTH });
    doc.font('Helvetica').text(value);
  }
  doc.moveDown(1);

  tableHeader(doc);
  for (const s of shifts)
    tableRow(doc, [
      romeDisplayDate(new Date(s.startDate)),
      s.eventName,
      s.shiftTitle,
      hoursText(s.minutes),
    ]);

  // the closing block (issue date, address, QR code) stays on one page
  const closing = QR_SIZE + 70;
  if (doc.y + closing > BOTTOM) doc.addPage();
  else doc.moveDown(1);
  doc.x = MARGIN;
  doc.font('Helvetica').fontSize(11).fillColor(INK);
  doc.text(`Rilasciata il ${romeDisplayDate(issuedOn)}`, MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(0.8);
  const top = doc.y;
  drawQr(doc, statement.verifyUrl, MARGIN, top, QR_SIZE);
  const textX = MARGIN + QR_SIZE + 16;
  const textWidth = WIDTH - QR_SIZE - 16;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
  doc.text('Verifica dell’attestazione', textX, top + 8, { width: textWidth });
  doc.font('Helvetica').fontSize(10);
  doc.text(statement.verifyUrl, textX, doc.y + 2, { width: textWidth, link: statement.verifyUrl });
  doc.fillColor(MUTED).fontSize(9);
  doc.text(
    'Chi apre questo indirizzo, senza accedere, vede le stesse cifre e se corrispondono ancora ' +
      'ai registri dell’associazione.',
    textX,
    doc.y + 4,
    { width: textWidth },
  );

  const range = doc.bufferedPageRange();
  if (range.count > 1)
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      doc.font('Helvetica').fontSize(9).fillColor(MUTED);
      // inside the bottom margin: a text there must not add a page of its own
      const margins = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.text(`Pagina ${i - range.start + 1} di ${range.count}`, MARGIN, PAGE.height - MARGIN, {
        width: WIDTH,
        align: 'center',
        lineBreak: false,
      });
      doc.page.margins.bottom = margins;
    }
  doc.end();
  return done;
}
