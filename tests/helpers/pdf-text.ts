/** A PDF read back as text (pdfjs-dist): what a person sees in it. */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** Every page's text, whitespace collapsed, and the number of pages. */
export async function readPdf(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    texts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { text: texts.join(" ").replace(/\s+/g, " "), pages };
}
