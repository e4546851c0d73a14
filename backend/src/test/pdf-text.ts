import { spawn } from 'node:child_process';

/**
 * The text of a PDF, read by pdf-parse v2 in a child process: pdf.js loads its worker with a
 * dynamic import, which jest's module sandbox refuses ("invoked without
 * --experimental-vm-modules"); a plain node process runs it as an application would.
 */
const SCRIPT = `
const { PDFParse } = require('pdf-parse');
const chunks = [];
process.stdin.on('data', (c) => chunks.push(c));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: Buffer.concat(chunks) });
  try {
    process.stdout.write((await parser.getText()).text);
  } finally {
    await parser.destroy();
  }
});
`;

export function pdfText(bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', SCRIPT], {
      cwd: __dirname, // pdf-parse resolves from the backend's node_modules
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(out).toString('utf8'))
        : reject(new Error(`pdf-parse failed (${code}): ${Buffer.concat(err).toString()}`)),
    );
    child.stdin.end(bytes);
  });
}
