import { DateTime } from 'luxon';
import QRCode from 'qrcode';
import type { IssuedStatement } from './hours.service';
import { heightOf, newPdf, write, type Doc, type Segment } from '../../common/pdf/text';
import { displayDay, hoursText, romeDisplayDate, ZONE } from './hours-period';
import { personName } from '../../common/pdf/person-name';

/**
 * The PDF "Attestazione delle ore di volontariato" (issue 22, docs/attendance.md): the person, the
 * association, the period, the total, each shift (date, event, shift, hours), the date of issue,
 * and the verification address with its QR code. Issue 31: the holder (name, codice fiscale,
 * birth date) and the association (codice fiscale, RUNTS number) as frozen when it was issued,
 * the progress towards the 60 hours of DM 31 luglio 2025 (art. 19 c.2 CTS), a signature line for
 * the association's representative; every text through common/pdf (any script; long names wrap).
 * The QR code is the `qrcode` library's matrix drawn as vector squares, so it stays sharp when
 * printed. Page numbers when it runs over one page.
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

/** The threshold of DM 31 luglio 2025 (art. 19 c.2 CTS): hours in 12 months. */
const THRESHOLD_HOURS = 60;

function tableHeader(doc: Doc): void {
  let x = MARGIN;
  const y = doc.y;
  for (const column of COLUMNS) {
    write(doc, column.title, { x, y, width: column.width - 8, size: 10, weight: 'bold' });
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
  const height = Math.max(
    ...cells.map((text, i) => heightOf(doc, text, { width: COLUMNS[i].width - 8, size: 10 })),
  );
  if (doc.y + height > BOTTOM) {
    doc.addPage();
    tableHeader(doc);
  }
  const y = doc.y;
  let x = MARGIN;
  cells.forEach((text, i) => {
    write(doc, text, { x, y, width: COLUMNS[i].width - 8, size: 10, color: INK });
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

/** One "Label: value" line (the value wraps under the label when long). */
function field(doc: Doc, label: string, value: string): void {
  const text: Segment[] = [{ text: `${label}: `, weight: 'bold' }, { text: value }];
  write(doc, text, { x: MARGIN, width: WIDTH, size: 11, lineGap: 2 });
}

/** The progress towards the 60 hours, as words and as a bar. */
function progress(doc: Doc, minutes: number, to: string): void {
  const hours = Math.floor(minutes / 60);
  const from = DateTime.fromISO(to, { zone: ZONE }).minus({ months: 12 }).plus({ days: 1 });
  write(
    doc,
    [
      { text: 'Soglia del DM 31 luglio 2025 (art. 19 c.2 CTS): ', weight: 'bold' },
      {
        text:
          `${hours} h di ${THRESHOLD_HOURS} negli ultimi 12 mesi ` +
          `(dal ${from.toFormat('dd/LL/yyyy')} al ${displayDay(to)}, con questa associazione)`,
      },
    ],
    { x: MARGIN, width: WIDTH, size: 11, lineGap: 2 },
  );
  const y = doc.y + 4;
  const share = Math.min(1, minutes / (THRESHOLD_HOURS * 60));
  doc.save().lineWidth(0.7).strokeColor(MUTED).rect(MARGIN, y, WIDTH, 8).stroke();
  if (share > 0)
    doc
      .fillColor(INK)
      .rect(MARGIN, y, WIDTH * share, 8)
      .fill();
  doc.restore();
  doc.x = MARGIN;
  doc.y = y + 16;
}

export async function hoursStatementPdf(
  { statement, shifts }: IssuedStatement,
  issuedOn: Date = new Date(statement.issuedAt),
): Promise<Buffer> {
  const person = personName(statement.name, statement.surname);
  const { doc, done } = await newPdf({
    margin: MARGIN,
    info: {
      Title: 'Attestazione delle ore di volontariato',
      Author: 'Insieme',
      Subject: `${person}, ${statement.associationName}`,
    },
  });
  const period = `dal ${displayDay(statement.from)} al ${displayDay(statement.to)}`;
  const total = `${hoursText(statement.totalMinutes)} (${statement.totalMinutes} minuti)`;

  write(doc, 'Insieme · piattaforma di volontariato', { width: WIDTH, size: 9, color: MUTED });
  doc.moveDown(1.2);
  write(doc, 'Attestazione delle ore di volontariato', { width: WIDTH, size: 18, weight: 'bold' });
  doc.moveDown(0.8);
  write(
    doc,
    `Si attesta che ${person} ha svolto attività di volontariato con l'associazione «${statement.associationName}» ` +
      `nel periodo ${period}, per un totale di ${hoursText(statement.totalMinutes)}, ` +
      'secondo le presenze registrate e confermate dall’associazione.',
    { width: WIDTH, size: 11, lineGap: 2 },
  );
  doc.moveDown(0.8);
  field(doc, 'Nome e cognome', person);
  if (statement.fiscalCode) field(doc, 'Codice fiscale', statement.fiscalCode);
  if (statement.birthDate) field(doc, 'Data di nascita', displayDay(statement.birthDate));
  field(doc, 'Associazione', statement.associationName);
  if (statement.associationFiscalCode)
    field(doc, 'Codice fiscale dell’associazione', statement.associationFiscalCode);
  if (statement.associationRuntsNumber)
    field(doc, 'Numero di iscrizione al RUNTS', statement.associationRuntsNumber);
  field(doc, 'Periodo', period);
  field(doc, 'Totale', total);
  field(doc, 'Turni', String(shifts.length));
  doc.moveDown(0.6);
  if (statement.yearMinutes !== null) progress(doc, statement.yearMinutes, statement.to);
  doc.moveDown(0.6);

  tableHeader(doc);
  for (const s of shifts)
    tableRow(doc, [
      romeDisplayDate(new Date(s.startDate)),
      s.eventName,
      s.shiftTitle,
      hoursText(s.minutes),
    ]);

  // the closing block (issue date, signature, address, QR code) stays on one page
  const closing = QR_SIZE + 140;
  if (doc.y + closing > BOTTOM) doc.addPage();
  else doc.moveDown(1);
  doc.x = MARGIN;
  write(doc, `Rilasciata il ${romeDisplayDate(issuedOn)}`, { x: MARGIN, width: WIDTH, size: 11 });
  // the signature of the association's legal representative, on paper (art. 17 CTS: the
  // association keeps the record and answers for it)
  const signatureX = MARGIN + WIDTH / 2;
  write(doc, 'Il legale rappresentante dell’associazione', {
    x: signatureX,
    y: doc.y + 6,
    width: WIDTH / 2,
    size: 10,
    color: MUTED,
  });
  const line = doc.y + 28;
  doc
    .moveTo(signatureX, line)
    .lineTo(MARGIN + WIDTH, line)
    .lineWidth(0.7)
    .strokeColor(MUTED)
    .stroke();
  write(doc, 'Firma', { x: signatureX, y: line + 2, width: WIDTH / 2, size: 9, color: MUTED });
  doc.y += 12;
  const top = doc.y;
  drawQr(doc, statement.verifyUrl, MARGIN, top, QR_SIZE);
  const textX = MARGIN + QR_SIZE + 16;
  const textWidth = WIDTH - QR_SIZE - 16;
  write(doc, 'Verifica dell’attestazione', {
    x: textX,
    y: top + 8,
    width: textWidth,
    size: 10,
    weight: 'bold',
  });
  write(doc, statement.verifyUrl, {
    x: textX,
    y: doc.y + 2,
    width: textWidth,
    size: 10,
    link: statement.verifyUrl,
  });
  write(
    doc,
    'Chi apre questo indirizzo, senza accedere, vede le stesse cifre e se corrispondono ancora ' +
      'ai registri dell’associazione.',
    { x: textX, y: doc.y + 4, width: textWidth, size: 9, color: MUTED },
  );

  const range = doc.bufferedPageRange();
  if (range.count > 1)
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      // inside the bottom margin: a text there must not add a page of its own
      const margins = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      write(doc, `Pagina ${i - range.start + 1} di ${range.count}`, {
        x: MARGIN,
        y: PAGE.height - MARGIN,
        width: WIDTH,
        size: 9,
        color: MUTED,
        align: 'center',
      });
      doc.page.margins.bottom = margins;
    }
  doc.end();
  return done;
}
