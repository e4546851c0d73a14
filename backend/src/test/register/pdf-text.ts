import { execFile } from 'node:child_process';
import path from 'node:path';

/**
 * The text of a PDF, read by pdf-parse in a plain node process: in jest's module sandbox
 * pdf.js cannot start its worker (a dynamic import needs --experimental-vm-modules).
 */
const SCRIPT = `
const { PDFParse } = require('pdf-parse');
const chunks = [];
process.stdin.on('data', (c) => chunks.push(c));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  try { process.stdout.write((await parser.getText()).text); }
  finally { await parser.destroy(); }
});`;

export function pdfText(bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['-e', SCRIPT],
      { cwd: path.join(__dirname, '../../..'), maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
    );
    child.stdin!.end(bytes);
  });
}
