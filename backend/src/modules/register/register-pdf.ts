import { newPdf, write, type Segment } from '../../common/pdf/text';
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
 * The register as a PDF to be signed and time-stamped once a year (issue 23, docs/register.md):
 * A4, the association's data (its codice fiscale and RUNTS number included) and the state of the hash chain first (the last hash is what a
 * signature seals), then every entry with its number, kind, the person's data, its dates, the
 * entry it supersedes, when and by whom it was recorded and the first characters of its hash;
 * "Pagina N di M" on every page. An insured list has the same head and the current entries that
 * cover the day. Every text through common/pdf (issue 31): names print as typed, in any script.
 */
export async function registerPdf(
  head: RegisterDocumentHead,
  rows: readonly RegisterRow[],
): Promise<Buffer> {
  const title = head.insuredOn
    ? `Volontari assicurati al ${italianDate(head.insuredOn)}`
    : 'Registro dei volontari';
  const { doc, done } = await newPdf({
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
    info: { Title: `${title} - ${head.associationName}`, Author: 'Insieme' },
  });
  const width = doc.page.width - 2 * MARGIN;
  const line = (text: string | Segment[], size = 10, weight: 'regular' | 'bold' = 'regular') =>
    write(doc, text, { x: MARGIN, width, size, weight });

  line(title, 16, 'bold');
  doc.moveDown(0.3);
  line(`Associazione: ${head.associationName} (n. ${head.associationId} su Insieme)`);
  // said even when missing: a register without them does not identify its entity, and whoever
  // reads the printout should see that at once rather than look for a line that is not there
  line(`Codice fiscale: ${head.fiscalCode ?? 'non indicato'}`);
  line(`Iscrizione RUNTS: ${head.runtsNumber ?? 'non indicata'}`);
  line(`Sede: ${head.address}`);
  line(`Data di costituzione: ${italianDate(head.dateOfFoundation)}`);
  if (head.siteWeb) line(`Sito: ${head.siteWeb}`);
  line(
    "Registro tenuto ai sensi dell'art. 17 del D.Lgs. 117/2017 (Codice del Terzo Settore) e del DM 6 ottobre 2021, in forma elettronica (art. 3 c.2 del DM; art. 2215-bis c.c.).",
  );
  line(`Documento generato il ${romeTimestamp(head.generatedAt)} (ora di Roma).`);
  doc.moveDown(0.5);
  line(
    head.chain.valid
      ? `Registro integro: ${head.chain.entries} voci, catena di hash SHA-256 verificata.`
      : `ATTENZIONE: registro non integro dalla voce n. ${head.chain.firstBrokenSeq} (${head.chain.reason}).`,
    10,
    'bold',
  );
  line(`Hash dell'ultima voce: ${head.chain.lastHash}`, 8);
  if (head.insuredOn)
    line(
      "La copertura assicurativa decorre dalle ore 24:00 del giorno d'iscrizione e cessa alle ore 24:00 del giorno di cancellazione (DM 6 ottobre 2021).",
      8,
    );
  doc.moveDown(0.8);

  if (rows.length === 0)
    line(
      head.insuredOn
        ? 'Nessun volontario assicurato in questo giorno.'
        : 'Il registro non ha ancora voci.',
    );
  const seqOf = new Map(rows.map((r) => [r.id, r.seq]));
  for (const r of rows) {
    // no end date: nothing about the removal (not "cancellazione: -")
    const dates = [
      SECTION_LABEL[r.section],
      `iscrizione: ${italianDate(r.startDate)}`,
      ...(r.endDate ? [`cancellazione: ${italianDate(r.endDate)}`] : []),
      ...(r.corrects !== null
        ? [`sostituisce la voce n. ${seqOf.get(r.corrects) ?? `id ${r.corrects}`}`]
        : []),
    ];
    const block = [
      `${r.surname} ${r.name} - codice fiscale ${r.fiscalCode}`,
      `Nascita: ${r.birthPlace}, ${italianDate(r.birthDate)} - Residenza: ${r.residence}${r.domicile ? ` - Domicilio: ${r.domicile}` : ''}`,
      dates.join(' - '),
    ];
    // keep an entry on one page
    if (doc.y + 64 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    line(`Voce n. ${r.seq} - ${KIND_LABEL[r.kind]}`, 9, 'bold');
    for (const text of block) line(text, 9);
    line(
      `Registrata il ${romeTimestamp(r.recordedAt)}${r.recordedByName ? ` da ${r.recordedByName}` : ''} - hash ${r.hash.slice(0, HASH_PREFIX)}`,
      8,
    );
    doc.moveDown(0.5);
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // the footer sits in the bottom margin: writing there must not open a new page
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    write(doc, `${head.associationName} - ${title} - Pagina ${i + 1} di ${range.count}`, {
      x: MARGIN,
      y: doc.page.height - MARGIN - 10,
      width,
      size: 8,
      align: 'center',
    });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
