import PDFDocument from 'pdfkit';
import type { ChainCheck } from './register-chain';
import type { RegisterRow } from './register-row';
import { italianDate, KIND_LABEL, romeTimestamp, SECTION_LABEL } from './register-labels';

/** What the first lines of the document say: the association, the date, the chain. */
export interface RegisterDocumentHead {
  associationId: number;
  associationName: string;
  /** the entity's own identification (art. 17 CTS): null when the association has not given it */
  fiscalCode: string | null;
  runtsNumber: string | null;
  address: string;
  dateOfFoundation: string;
  siteWeb: string | null;
  /** the day of an insured list; null for the register itself */
  insuredOn: string | null;
  generatedAt: Date;
  chain: ChainCheck;
}

const MARGIN = 48;
const FOOTER_HEIGHT = 28;
const HASH_PREFIX = 16;

/**
 * pdfkit's standard fonts encode WinAnsi (Western European) only: a letter outside it is shown
 * without its diacritic (ș → s) or as "?", never as a wrong glyph. The CSV and the JSON answers
 * hold names exactly; the PDF says so in its notes.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
function winAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      WIN_ANSI_EXTRA.has(char)
    )
      out += char;
    else {
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += bare.length === 1 && bare.charCodeAt(0) < 0x80 ? bare : '?';
    }
  }
  return out;
}

/**
 * The register as a PDF to be signed and time-stamped once a year (issue 23, docs/register.md):
 * A4, the association's data (its codice fiscale and RUNTS number included) and the state of the hash chain first (the last hash is what a
 * signature seals), then every entry with its number, kind, the person's data, its dates, the
 * entry it supersedes, when and by whom it was recorded and the first characters of its hash;
 * "Pagina N di M" on every page. An insured list has the same head and the current entries that
 * cover the day.
 */
export function registerPdf(
  head: RegisterDocumentHead,
  rows: readonly RegisterRow[],
): Promise<Buffer> {
  const title = head.insuredOn
    ? `Volontari assicurati al ${italianDate(head.insuredOn)}`
    : 'Registro dei volontari';
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
    bufferPages: true,
    info: { Title: `${title} - ${winAnsi(head.associationName)}`, Author: 'Insieme' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const t = (text: string) => winAnsi(text);

  doc.font('Helvetica-Bold').fontSize(16).text(t(title));
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(10);
  doc.text(t(`Associazione: ${head.associationName} (n. ${head.associationId} su Insieme)`));
  // said even when missing: a register without them does not identify its entity, and whoever
  // reads the printout should see that at once rather than look for a line that is not there
  doc.text(t(`Codice fiscale: ${head.fiscalCode ?? 'non indicato'}`));
  doc.text(t(`Iscrizione RUNTS: ${head.runtsNumber ?? 'non indicata'}`));
  doc.text(t(`Sede: ${head.address}`));
  doc.text(t(`Data di costituzione: ${italianDate(head.dateOfFoundation)}`));
  if (head.siteWeb) doc.text(t(`Sito: ${head.siteWeb}`));
  doc.text(
    t(
      "Registro tenuto ai sensi dell'art. 17 del D.Lgs. 117/2017 (Codice del Terzo Settore) e del DM 6 ottobre 2021, in forma elettronica (art. 3 c.2 del DM; art. 2215-bis c.c.).",
    ),
  );
  doc.text(t(`Documento generato il ${romeTimestamp(head.generatedAt)} (ora di Roma).`));
  doc.moveDown(0.5);
  doc
    .font('Helvetica-Bold')
    .text(
      head.chain.valid
        ? `Registro integro: ${head.chain.entries} voci, catena di hash SHA-256 verificata.`
        : t(
            `ATTENZIONE: registro non integro dalla voce n. ${head.chain.firstBrokenSeq} (${head.chain.reason}).`,
          ),
    );
  doc.font('Courier').fontSize(8).text(`Hash dell'ultima voce: ${head.chain.lastHash}`);
  doc.font('Helvetica').fontSize(8);
  if (head.insuredOn)
    doc.text(
      t(
        "La copertura assicurativa decorre dalle ore 24:00 del giorno d'iscrizione e cessa alle ore 24:00 del giorno di cancellazione (DM 6 ottobre 2021).",
      ),
    );
  doc.text(
    t(
      "Le lettere fuori dall'alfabeto dell'Europa occidentale sono mostrate senza segni diacritici; il file CSV le riporta esattamente.",
    ),
  );
  doc.moveDown(0.8);

  if (rows.length === 0)
    doc
      .fontSize(10)
      .text(
        head.insuredOn
          ? 'Nessun volontario assicurato in questo giorno.'
          : 'Il registro non ha ancora voci.',
      );
  const seqOf = new Map(rows.map((r) => [r.id, r.seq]));
  for (const r of rows) {
    const block = [
      `${r.surname} ${r.name} - codice fiscale ${r.fiscalCode}`,
      `Nascita: ${r.birthPlace}, ${italianDate(r.birthDate)} - Residenza: ${r.residence}${r.domicile ? ` - Domicilio: ${r.domicile}` : ''}`,
      `${SECTION_LABEL[r.section]} - iscrizione: ${italianDate(r.startDate)} - cancellazione: ${r.endDate ? italianDate(r.endDate) : '-'}${r.corrects !== null ? ` - sostituisce la voce n. ${seqOf.get(r.corrects) ?? `id ${r.corrects}`}` : ''}`,
    ];
    // keep an entry on one page
    if (doc.y + 64 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(t(`Voce n. ${r.seq} - ${KIND_LABEL[r.kind]}`));
    doc.font('Helvetica').fontSize(9);
    for (const text of block) doc.text(t(text));
    doc
      .font('Courier')
      .fontSize(8)
      .text(
        t(
          `Registrata il ${romeTimestamp(r.recordedAt)}${r.recordedByName ? ` da ${r.recordedByName}` : ''} - hash ${r.hash.slice(0, HASH_PREFIX)}`,
        ),
      );
    doc.moveDown(0.5);
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // the footer sits in the bottom margin: writing there must not open a new page
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(
        t(`${head.associationName} - ${title} - Pagina ${i + 1} di ${range.count}`),
        MARGIN,
        doc.page.height - MARGIN - 10,
        { width: doc.page.width - 2 * MARGIN, align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
