// svg-to-pdfkit ships no types; this is the part the report uses.
declare module 'svg-to-pdfkit' {
  interface SVGtoPDFOptions {
    width?: number;
    height?: number;
    preserveAspectRatio?: string;
    assumePt?: boolean;
    useCSS?: boolean;
    fontCallback?: (family: string, bold: boolean, italic: boolean, fontOptions: { fauxBold: boolean; fauxItalic: boolean }) => string;
    warningCallback?: (warning: string) => void;
  }
  function SVGtoPDF(doc: PDFKit.PDFDocument, svg: string, x?: number, y?: number, options?: SVGtoPDFOptions): void;
  export default SVGtoPDF;
}
